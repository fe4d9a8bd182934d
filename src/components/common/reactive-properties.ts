/**
 * `@property()` and `@state()` for TypeScript's experimental decorators, the only kind this project compiles (see
 * tsconfig.json). Lit's own decorators also carry the TC39 decorator path and its metadata checks, ~0.4 KB gzipped
 * of the element's startup bundle that this build never runs. These do what Lit's legacy path does: register the
 * property with `createProperty` and hand back the accessor Lit put in place of the class's own, if it had one.
 */
import type { PropertyDeclaration, ReactiveElement } from 'lit';

type LegacyDecorator = (
  proto: object,
  name: PropertyKey,
  // A legacy decorator decorates fields (no descriptor, returns nothing) and accessors (returns their new
  // descriptor); TypeScript accepts one signature for both only with `any` as the result.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
) => any;

export function property(options?: PropertyDeclaration): LegacyDecorator {
  return (proto, name) => {
    const ownAccessor = Object.prototype.hasOwnProperty.call(proto, name);
    (proto.constructor as typeof ReactiveElement).createProperty(name, options);
    return ownAccessor ? Object.getOwnPropertyDescriptor(proto, name) : undefined;
  };
}

/** Internal reactive state: no attribute, and tools treat it as private. */
export function state(): LegacyDecorator {
  return property({ state: true, attribute: false });
}
