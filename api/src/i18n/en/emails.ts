/** Every email the product sends: safety alerts, sign-in codes, seat requests, receipts, model health. */
export const emails = {
  // A safety alert, to the adults who teach the student, their school's staff and a guardian.
  "emails.alert.subject.critical": "Urgent safety alert: {category} ({name})",
  "emails.alert.subject.standard": "Safety alert: {category} ({name})",
  "emails.alert.subject.concern": "Safety review: {category} ({name})",
  "emails.alert.aStudent": "A student",
  "emails.alert.flagged":
    "Bloom's safety screen flagged a message {name} wrote in a tutoring session on {topic}, at {when} (UTC).",
  "emails.alert.flaggedChild":
    "Bloom's safety screen flagged a message your child wrote in a tutoring session on {topic}, at {when} (UTC).",
  "emails.alert.severity.critical": "Category: {category}. Severity: critical (a person may be in danger).",
  "emails.alert.severity.standard": "Category: {category}. Severity: standard.",
  "emails.alert.severity.concern":
    "Category: {category}. Severity: for review (the screen found a possible risk it is not sure of).",
  "emails.alert.action.guardianUrgent":
    "Please check in with your child today. If you think they are in danger right now, call 911.",
  "emails.alert.action.guardian": "You may want to talk with your child about it.",
  "emails.alert.action.critical":
    "Please check on the student today, following your school's safeguarding procedure. If a child is in danger right now, call 911.",
  "emails.alert.action.concern":
    "Please read it and decide whether to check in with the student; the lesson went on as usual.",
  "emails.alert.action.standard": "Please look at it when you can.",
  "emails.alert.open": "Open the alert to read the conversation (you will be asked to sign in): {link}",
  "emails.alert.course":
    "You are told as a teacher of {course} in {platform}. To open it from there: open {course} in {platform}, open Bloom there, then Alerts.",
  "emails.alert.yourCourse": "your course",
  "emails.alert.yourPlatform": "your learning platform",
  "emails.alert.code":
    'If you have no other way to sign in to Bloom, open the link and choose "Email me a sign-in code": a one-time code is sent to this address ({email}).',
  "emails.alert.privacy": "For the student's privacy, Bloom never puts what they wrote in an email.",
  "emails.category.suicide": "Suicide risk",
  "emails.category.self_harm": "Self-harm",
  "emails.category.abuse": "Abuse disclosure",
  "emails.category.violence_threat": "Threat of violence",
  "emails.category.sexual": "Sexual content",
  "emails.category.drugs": "Drugs",
  "emails.category.harassment": "Harassment",
  "emails.category.bullying": "Bullying",
  "emails.category.pii": "Personal information",
  "emails.category.injection": "Attempt to override the tutor",

  // The one-time code that opens an alert for someone with no other way to sign in.
  "emails.alertCode.sent":
    "If this alert was sent to that address, a sign-in code is on its way to it. It works for 15 minutes.",
  "emails.alertCode.subject": "Your Bloom sign-in code",
  "emails.alertCode.code": "Your code to open a safety alert in Bloom: {code}",
  "emails.alertCode.use": "Type it on the page that asked for it. It works once, for 15 minutes.",
  "emails.alertCode.ignore":
    "If you did not ask for it, you can ignore this email: nobody can sign in without the code.",

  // A course's students could not use Bloom for want of a licence seat.
  "emails.seat.subject": "Bloom isn't switched on for {course} yet",
  "emails.seat.aCourse": "a course",
  "emails.seat.oneOfYourCourses": "one of your courses",
  "emails.seat.happened":
    "Students in {course} opened Bloom from your learning platform, but your district's Bloom licence has no free seat for them, so they could not use it.",
  "emails.seat.told":
    "They were told that Bloom isn't switched on for their class yet and that their teacher has been told; they were not shown any prices.",
  "emails.seat.next":
    "A district administrator can add seats or free unused ones. The class list in Bloom shows who is waiting: {link}",

  // The AI model stopped answering (to district admins).
  "emails.modelHealth.subject": "Bloom: your AI model is not answering",
  "emails.modelHealth.down":
    "Bloom could not reach the AI model it is set up with ({model} at {server}) several times in a row, since {when} (UTC).",
  "emails.modelHealth.theModel": "the model",
  "emails.modelHealth.itsServer": "its server",
  "emails.modelHealth.students":
    "Students are not affected: Bloom is teaching and grading with its built-in lessons meanwhile, and it tries the model again every minute.",
  "emails.modelHealth.dashboard":
    "The model's health, with the last failures and how many lessons were served offline, is on the dashboard: {link}",

  // A standalone student's parent or guardian confirms the address the student gave.
  "emails.guardian.aStudentMidSentence": "A student",
  "emails.guardian.subject": "Please confirm you are {name}'s parent or guardian on Bloom",
  "emails.guardian.named": "{name} uses Bloom, an AI tutor for schoolwork, and named you as their parent or guardian.",
  "emails.guardian.why":
    "If Bloom's safety screen ever finds that they may be in danger, Bloom emails you, and you can sign in to read what happened so you can help. Nothing is shared with you until you confirm.",
  "emails.guardian.confirm":
    "To confirm you are {name}'s parent or guardian, open this link and sign in (or make a free account): {link}",
  "emails.guardian.ignore":
    "If you don't know this student, ignore this email: nothing is shared, and the link stops working in 14 days.",

  // Parental consent (COPPA) for a child under 13 who signed up on their own.
  "emails.consent.subject": "Please give consent for {name} to use Bloom",
  "emails.consent.subjectNoName": "Please give consent for your child to use Bloom",
  "emails.consent.yourChild": "Your child",
  "emails.consent.asks":
    "{name} would like to use Bloom, an AI tutor and flashcard app for schoolwork. Because they told us they are under 13, the law (COPPA) asks us to get a parent's or guardian's consent first.",
  "emails.consent.keeps":
    "Bloom keeps what your child writes to the tutor, their flashcards and answers, and their progress, to teach them. It never sells or shows ads, and you can ask for a copy of everything or delete the account at any time.",
  "emails.consent.link": "Please read what Bloom collects and give or refuse your consent here: {link}",
  "emails.consent.deadline":
    "If we don't hear from you by {deadline} (UTC), the account and everything in it is deleted. If you did not expect this email, you can ignore it.",

  // The local billing mode's checkout and portal pages (a developer's stand-in for Stripe's).
  "emails.local.tag": "Developer tool · local billing mode",
  "emails.local.checkout.title": "Local checkout",
  "emails.local.checkout.intro":
    "This server has no Stripe keys, so billing runs in local mode, which exists only outside production. No card is asked for and no money moves. Complete payment applies the events Stripe would send ({first}, then {second}) through Bloom's webhook handling.",
  "emails.local.plan": "Plan",
  "emails.local.planStudent": "Student, billed monthly",
  "emails.local.account": "Account",
  "emails.local.expires": "This page expires",
  "emails.local.complete": "Complete payment",
  "emails.local.cancel": "Cancel",
  "emails.local.portal.title": "Local billing portal",
  "emails.local.portal.intro":
    "This stands in for Stripe's customer portal while the server has no Stripe keys. Cancelling applies the {event} event Stripe would send; access ends at once.",
  "emails.local.status": "Status",
  "emails.local.periodEnds": "Current period ends",
  "emails.local.cancelSubscription": "Cancel subscription",
  "emails.local.canceled": "Your subscription is canceled.",
  "emails.local.return": "Return to Bloom",
  "emails.local.gone.title": "Session ended",
  "emails.local.gone.checkoutExpired": "This checkout has expired",
  "emails.local.gone.checkoutInvalid": "This checkout is no longer valid",
  "emails.local.gone.portalExpired": "This billing portal session has expired",
  "emails.local.gone.portalInvalid": "This billing portal session is no longer valid",
  "emails.local.gone.expired": "It has expired. Start again from the pricing page.",
  "emails.local.gone.invalid":
    "It is not valid on this server (it may have been restarted since it was opened). Start again from the pricing page.",
  "emails.local.gone.back": "Back to pricing",
} as const;
