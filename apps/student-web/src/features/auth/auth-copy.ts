import { SETTINGS_TEXTS } from "@kidsafe/contracts";

/** Words of the sign-in screens that are not in the contracts' AUTH_TEXTS (our wording unless noted). */
export const AUTH_COPY = {
  loginTab: "Login",
  signUpTab: "Sign Up",
  tabsLabel: "Sign in or create an account",
  usernameLabel: "Username",
  passwordLabel: "Password",
  signInButton: "Sign In",
  createAccountButton: "Create Account",
  logOutButton: SETTINGS_TEXTS.logOut,
  logOutConfirmButton: "Tap Again to Log Out",
  checkingSignIn: "Checking your sign-in",
  welcomeBackDescription: (username: string) => `Great to see you again, ${username}!`,
  accountCreatedDescription: (username: string) => `Welcome, ${username}! Let's start learning.`,
  goodbyeDescription: "See you next time!",
} as const;
