/** What an admin's list of failing deliveries calls each kind of message. */
export const deliveries = {
  "deliveries.safetyEmail": "Safety email",
  "deliveries.outageEmail": "AI model outage email",
  "deliveries.seatEmail": "Licence seat email",
  "deliveries.consentEmail": "Parental consent email",
  "deliveries.guardianEmail": "Parent or guardian confirmation email",
  "deliveries.email": "Email",
  "deliveries.grade": "Grade to the LMS",
  "deliveries.billingCancel": "Billing cancellation",
} as const;
