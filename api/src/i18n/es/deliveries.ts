import type { deliveries as en } from "../en/deliveries";

/** What an admin's list of failing deliveries calls each kind of message, in Spanish. */
export const deliveries: Record<keyof typeof en, string> = {
  "deliveries.safetyEmail": "Correo de seguridad",
  "deliveries.outageEmail": "Correo de falla del modelo de IA",
  "deliveries.seatEmail": "Correo de lugar en la licencia",
  "deliveries.consentEmail": "Correo de consentimiento de los padres",
  "deliveries.guardianEmail": "Correo de confirmación de madre, padre o tutor legal",
  "deliveries.email": "Correo electrónico",
  "deliveries.grade": "Calificación para la plataforma del curso",
  "deliveries.billingCancel": "Cancelación de la facturación",
};
