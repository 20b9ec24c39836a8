/** Our wording on the registration and safety-check pages (the seed's texts come from @kidsafe/contracts). */
export const REGISTRATION_COPY = {
  title: "Register Your App",
  intro: "Tell us about your app. We check its website for children's safety before it can be shown.",
  appNameHint: "This is also your login username.",
  appUrlPlaceholder: "yourapp.com",
  appDescriptionHint: "Used to match searches from kids.",
  pricingTitle: "Pricing",
  loginPrompt: "Already registered?",
  loginLink: "Login to your dashboard",
  safetyCheckTitle: "Safety Check",
  checkingHeading: "Checking your website",
  safeHeading: "Your website passed the safety check",
  aiDescriptionLabel: "How we will describe your app",
  /** The app's name and the words the check passed: all a child reads or hears of the app. */
  childDescriptionLabel: "What children will see",
  completingRegistration: "Completing your registration...",
  redirectingToPayment: "Redirecting to payment...",
  unsafeHeading: "Your website did not pass the safety check",
  registrationFailedHeading: "We could not complete your registration",
  backToRegistration: "Back to Registration",
} as const;
