/**
 * The English catalogue, the source every other language translates. Messages use ICU syntax:
 * `{name}` for a value, `{count, plural, one {…} other {…}}` for a number. See docs/translating.md.
 */
export const en = {
  "shell.skip": "Skip to content",
  "shell.openMenu": "Open menu",
  "shell.closeMenu": "Close menu",
  "shell.menu": "Menu",
  "shell.mainNav": "Main",
  "shell.sidebarNav": "Sidebar",
  "shell.nav.home": "Home",
  "shell.nav.dashboard": "Dashboard",
  "shell.nav.tutoring": "Tutoring",
  "shell.nav.practice": "Practice",
  "shell.nav.pricing": "Pricing",
  "shell.nav.alerts": "Alerts",
  "shell.account": "Your account",
  "shell.accountFallback": "Account",
  "shell.logout": "Logout",
  "shell.signedInAs": "Signed in as {name}",
  "shell.alertCount":
    ": {open, plural, one {# open alert} other {# open alerts}}{critical, plural, =0 {} other {, # critical}}",
  "title.product": "{page} · Bloom",
  "title.landing": "Bloom · AI tutoring and flashcards",
  "title.signIn": "Sign in",
  "title.signingIn": "Signing in",
  "title.dashboard": "Dashboard",
  "title.alerts": "Safety alerts",
  "title.alert": "Safety alert",
  "title.tutoring": "Tutoring",
  "title.practice": "Practice",
  "title.flashcards": "Flashcards",
  "title.home": "Home",
  "title.learningPlans": "Learning plans",
  "title.account": "Account",
  "title.age": "Your age",
  "title.waiting": "Waiting for your parent",
  "title.pricing": "Pricing",
  "title.subscription": "Subscription",
  "title.unauthorized": "Not available",
  "title.consent": "Parental consent",
  "title.guardian": "Parent or guardian",
  "title.notFound": "Page not found",
  "notFound.heading": "Page not found",
  "notFound.body": "There is nothing at this address.",
  "notFound.home": "Go to the home page",
  "login.heading": "Welcome to Bloom",
  "login.intro": "Sign in to continue",
  "login.startFailed": "Sign-in could not start.",
  "login.demoFailed": "The demo could not start.",
  "login.authFailed": "Authentication failed",
  "login.redirecting": "Redirecting...",
  "login.signInWith": "Sign in with {provider}",
  "login.orContinue": "Or continue with",
  "login.demoOnly":
    "Signing in with a school or Google account is not set up here. You can try Bloom with a demo account below.",
  "login.notSetUp":
    "Signing in is not set up here yet. If your school uses Bloom, open it from your course in your school's learning platform.",
  "login.startingDemo": "Starting the demo...",
  "login.tryDemo": "Try the demo",
  "login.creating": "Creating your account...",
  "login.fresh": "Start fresh with an empty demo account",
  "login.demoHint":
    "The demo is a sample student's account with some learning already done. Starting fresh gives you an empty account of your own, and you start its free trial on the next page.",
  "login.demoDeleted": " Demo accounts are deleted after {days, plural, one {# day} other {# days}}.",
} as const;

/** A message's key, the same in every catalogue. */
export type MessageKey = keyof typeof en;

/** A whole catalogue: every key of the English one, each with its translation. */
export type Catalogue = Record<MessageKey, string>;
