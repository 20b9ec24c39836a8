import { z } from "zod";
import { defineCall } from "./http.ts";
import { OkResponse, PASSWORD_MAX_LENGTH } from "./common.ts";
import { BirthYear } from "./families.ts";

export const AUTH_TEXTS = {
  tagline: "The future learns using the future, not the past.",
  heading: "Welcome Back!",
  subheading: "Sign in to continue chatting with the product.",
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  invalidCredentials: "Incorrect username or password.",
  usernameTaken: "That username is already taken. Please choose another one.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  loginFailedTitle: "Login failed",
  registrationFailedTitle: "Registration failed",
  logoutFailedTitle: "Logout failed",
  welcomeBackTitle: "Welcome back!",
  accountCreatedTitle: "Account created!",
  goodbyeTitle: "Goodbye!",
} as const;

/** At least one character each, no other rule. Usernames are kept as typed (trimmed). */
export const USERNAME_MAX_LENGTH = 64;
export { PASSWORD_MAX_LENGTH };

export const Credentials = z.strictObject({
  username: z
    .string({ error: AUTH_TEXTS.usernameRequired })
    .trim()
    .min(1, AUTH_TEXTS.usernameRequired)
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`),
  password: z
    .string({ error: AUTH_TEXTS.passwordRequired })
    .min(1, AUTH_TEXTS.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type Credentials = z.infer<typeof Credentials>;

/** An account without a birth year is treated as under 13. */
export const RegisterRequest = z.strictObject({ ...Credentials.shape, birthYear: BirthYear.optional() });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const User = z.object({
  id: z.number().int().positive(),
  username: z.string(),
});
export type User = z.infer<typeof User>;

export const authCalls = {
  getUser: defineCall({
    method: "GET",
    path: "/api/user",
    response: User,
    errors: { 401: "No student is signed in: the client reads it as no user" },
  }),
  login: defineCall({
    method: "POST",
    path: "/api/login",
    body: Credentials,
    response: User,
    errors: {
      401: "Wrong username or password (the same message for both)",
      429: "Too many sign-ins from this address, or failures for this username",
    },
  }),
  register: defineCall({
    method: "POST",
    path: "/api/register",
    body: RegisterRequest,
    response: User,
    errors: { 409: "The username is taken (fieldErrors.username)", 429: "Too many registrations from this address" },
  }),
  logout: defineCall({
    method: "POST",
    path: "/api/logout",
    response: OkResponse,
  }),
} as const;
