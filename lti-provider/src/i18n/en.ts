/**
 * The tool's pages in English, the source every other language translates (docs/translating.md).
 * A value is written `{name}`; the pages fill it in and escape it.
 */
export const en = {
  // Every page.
  opening: "Opening Bloom…",
  couldNotOpen: "This activity could not open",
  newWindow: "Open Bloom in a new window",
  newWindowReason:
    "Your browser keeps Bloom from signing you in inside this page. In a window of its own, it lets Bloom sign you in.",
  itTeam: "If this keeps happening, please send the details below to your school's IT team.",
  details: "Problem: {problem}\nReference: {reference}\nTime: {time}",
  "stray.title": "Open this activity from your course",
  "stray.body":
    "This page only opens when your course starts a Bloom activity. Please go back to your course and open the activity again.",
  "resume.title": "Open this activity again from your course",
  "resume.body":
    "Bloom could not pick up where this window left off. Please go back to your course and open the activity again.",

  // What a refused launch tells the person (the detail for IT stays as the tool logged it).
  "refused.failedHere": "Bloom could not open this activity just now. Please try again in a moment.",
  "refused.notSignedIn": "Your course's platform did not sign you in to Bloom.",
  "refused.incomplete": "The launch message from your course was incomplete.",
  "refused.incompleteClaims": "The launch message from your course is incomplete.",
  "refused.unreadable": "The launch message from your course could not be read.",
  "refused.mismatch": "This launch did not match the sign-in it started with.",
  "refused.mismatchAgain":
    "This launch did not match the sign-in it started with. Please open the activity again from your course.",
  "refused.reloaded":
    "This launch was already used, so reloading it cannot open Bloom again. Please go back to your course and open the activity again.",
  "refused.cookies":
    "Your browser did not keep the sign-in Bloom started. Please allow cookies for this site, then open the activity again from your course.",
  "refused.rateLimited":
    "Bloom is opening a great many activities from your course platform just now. Please wait a minute and open it again.",
  "refused.unknownPlatform": "This course's platform is not registered with Bloom.",
  "refused.replayed": "This launch link was already used. Please open the activity again from your course.",
  "refused.version": "Your course sent a launch in an LTI version Bloom does not support.",
  "refused.messageType": "Your course sent a kind of launch Bloom does not handle.",
  "refused.noDeployment": "The launch did not say which installation of Bloom it came from.",
  "refused.notActivated": "Bloom has not been activated for this installation in your school's platform yet.",
  "refused.noReturn": "Your course asked to add an activity but did not say where to send it.",
  "refused.wrongAudience": "This launch was meant for another tool, not Bloom.",
  "refused.tooSlow": "The launch took too long to arrive. Please open the activity again from your course.",
  "refused.unknownKey": "Your school's platform signed the launch with a key Bloom does not know.",
  "refused.badSignature": "The launch's signature is not valid, so Bloom cannot trust it.",
  "refused.otherPlatform": "The launch came from a platform Bloom does not recognise.",
  "refused.clock": "The launch's clock is out of step with Bloom's. Please try again.",
  "refused.teachersOnly": "Only teachers can add Bloom activities to a course.",
  "refused.pickerExpired": "This page has expired. Please start adding the activity again from your course.",
  "refused.platformGone": "Your school's platform is no longer registered with Bloom.",
  "refused.unverified": "The launch message from your course could not be verified.",
  "refused.loginIncomplete": "Your course started the launch without the details Bloom needs.",
  "refused.ambiguous":
    "Bloom is registered more than once with your platform and could not tell which registration this is.",
  "refused.notRegistered": "Your school's platform is not registered with Bloom yet.",
  "refused.wrongAddress": "The activity's address does not point at Bloom.",
  "refused.notConfirmed": "Your course's platform did not confirm this launch.",
  "refused.openAgain": "Please open the activity again from your course.",

  // The deep linking picker, where a teacher places an activity in a course.
  "picker.title": "Add Bloom to your course",
  "picker.what": "What should students open?",
  "picker.subject": "Subject (optional)",
  "picker.topic": "Topic (optional)",
  "picker.graded": "Send each student's mastery of the topic to the gradebook (needs a subject and a topic)",
  "picker.add": "Add to course",
  "picker.chooseWhat": "Please choose what students should open.",
  "picker.noGrades": "Your course does not accept grades from Bloom for this activity.",
  "picker.gradedNeeds": "To send mastery to the gradebook, choose a subject and a topic.",
  "picker.topicNeedsSubject": "Please choose the subject the topic belongs to.",
  "picker.returning": "Returning to your course…",
  "picker.continue": "Continue",
  "activity.tutor": "The AI tutor",
  "activity.flashcards": "Flashcards",
  "activity.dashboard": "The learning dashboard",

  // Dynamic registration, read by the platform's administrator.
  "registration.failed": "Bloom could not be registered",
  "registration.done": "Bloom is registered",
  "registration.doneWith": "Bloom is now registered with {platform}.",
  "registration.close": "You can close this window.",
  "registration.before": "Before students use Bloom",
  "registration.ok": "Done",
  "registration.badLink":
    "This registration link is not valid or has expired. Ask your district's Bloom administrator for a new one.",
  "registration.noConfiguration": "Your platform opened Bloom's registration without its configuration address.",
  "registration.refused": "Your platform did not accept Bloom's registration.",
  "registration.already": "Bloom is already registered with this client id on your platform.",
  "registration.unreadable": "Bloom could not read your platform's configuration.",
  "registration.incomplete": "Your platform's configuration is missing what Bloom needs.",
  "registration.otherPlatform": "Your platform's configuration names another platform.",
  "registration.unreachable": "Bloom could not reach your platform to register.",
} as const;
