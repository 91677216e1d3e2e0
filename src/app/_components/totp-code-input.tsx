/** A six-digit authenticator code (a space in the middle allowed, as apps show it), named `code`. */
export function TotpCodeInput({ id, autoFocus }: { id: string; autoFocus?: boolean }) {
  return (
    <input
      id={id}
      name="code"
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      autoFocus={autoFocus}
    />
  );
}
