/**
 * Form association as a mixin: the element takes part in a `<form>` (submits under its `name`, follows a disabled
 * fieldset, resets with the form, comes back on Back/Forward). The element says what its value and restore state
 * are (`setFormValue`) and what reset and restore do (`formReset`, `formStateRestored`).
 */
import type { LitElement } from 'lit';
import type { PropertyDeclarations } from 'lit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T> = new (...args: any[]) => T;

/** What the mixin adds, as its users see it (a declared class, so declaration files can name protected members). */
export declare class FormAssociatedElement {
  /** Form field name: the element submits its value under it. */
  name?: string;
  /** The form the element belongs to, if any. */
  get form(): HTMLFormElement | null;
  /** A disabled fieldset or form holds the element. */
  protected formDisabled: boolean;
  /** Hands the form the value to submit, and the state the browser keeps for Back/Forward. */
  protected setFormValue(value: string, state: string): void;
  /** The form was reset. */
  protected formReset(): void;
  /** The browser brings back a state `setFormValue` gave it (Back/Forward, autofill). */
  protected formStateRestored(state: string | File | FormData | null): void;
  formResetCallback(): void;
  formDisabledCallback(disabled: boolean): void;
  formStateRestoreCallback(state: string | File | FormData | null): void;
}

export const FormAssociated = <T extends Constructor<LitElement>>(superClass: T) => {
  class FormAssociatedMixin extends superClass {
    static formAssociated = true;
    // Declared here rather than with decorators, which would add their helper to the element's startup bundle.
    static properties: PropertyDeclarations = {
      name: { reflect: true },
      formDisabled: { state: true, attribute: false },
    };

    name?: string;

    protected formDisabled = false;

    readonly #internals: ElementInternals;

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      this.#internals = this.attachInternals();
    }

    /** The form the element belongs to, if any. */
    get form(): HTMLFormElement | null {
      return this.#internals.form;
    }

    protected setFormValue(value: string, state: string): void {
      this.#internals.setFormValue(value, state);
    }

    protected formReset(): void {}

    protected formStateRestored(_state: string | File | FormData | null): void {}

    /** @internal Form-associated lifecycle, called by the browser. */
    formResetCallback(): void {
      this.formReset();
    }

    /** @internal Form-associated lifecycle, called by the browser. */
    formDisabledCallback(disabled: boolean): void {
      this.formDisabled = disabled;
    }

    /** @internal Form-associated lifecycle, called by the browser. */
    formStateRestoreCallback(state: string | File | FormData | null): void {
      this.formStateRestored(state);
    }
  }
  return FormAssociatedMixin as unknown as Constructor<FormAssociatedElement> & T;
};
