/**
 * What the API itself says on the LTI tool's pages: the notice a launch shows when the district has
 * no free seat. The tool's own pages (launch errors, deep linking) have their catalogue in
 * lti-provider/src/i18n, a package of its own.
 */
export const lti = {
  "lti.noSeat.studentTitle": "Bloom isn't switched on for your class yet",
  "lti.noSeat.studentMessage":
    "Bloom isn't switched on for your class yet — your teacher has been told. You don't need to do anything.",
  "lti.noSeat.teacherTitle": "Bloom isn't switched on for this course yet",
  "lti.noSeat.teacherMessage":
    "Your district's Bloom licence has no free seat for this course. Your district's Bloom administrator has been told; they can add seats.",
  // What the registration's last page tells the LMS's administrator, who may not be the one who can add the contact.
  "lti.registration.noSafetyContact":
    "Your district has no safety contact in Bloom yet. Until it has one, a critical safety alert (a student at risk of suicide, self-harm or abuse) goes only to the student's course teachers or school admins, and may reach nobody. Please ask your district's Bloom administrator to add a safety contact (name and email) in Bloom's Safety settings before students start.",
} as const;
