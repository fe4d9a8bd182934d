/**
 * The part of the Trusted Types API the element uses. TypeScript's DOM library does not declare it yet, and browsers
 * without Trusted Types have no `trustedTypes` at all.
 */

/** A policy's product, e.g. a TrustedScriptURL: an opaque object the browser accepts where it requires one. */
export type Trusted = object;

export interface TrustedTypePolicy {
  createScriptURL(input: string): Trusted;
}

export interface TrustedTypePolicyRules {
  createScriptURL?: (input: string) => string;
}

export interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: TrustedTypePolicyRules): TrustedTypePolicy;
}

/** The page's Trusted Types factory, or null where the browser has none. */
export function trustedTypesFactory(): TrustedTypePolicyFactory | null {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  return factory && typeof factory.createPolicy === 'function' ? factory : null;
}
