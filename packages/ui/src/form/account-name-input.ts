/** An account's name at sign-in: the password manager fills it, and the keyboard neither capitalises nor corrects it. */
export const ACCOUNT_NAME_INPUT = { autoComplete: "username", autoCapitalize: "none", spellCheck: false } as const;
