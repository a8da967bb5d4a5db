/**
 * School and Corporate licences and their seats: who they cover, and the seats' claims and
 * assignments. A module of its own, without routes (billing serves them), so sign-in, billing and
 * LTI can all ask whether a person is covered without importing each other.
 */
export {
  applyLicenceCoverage,
  assignLicenceSeat,
  claimLicenceSeat,
  createLicence,
  createOrganisation,
  LICENCE_DEFAULT_SEATS,
  LICENCE_PLANS,
  type LicencePlan,
  listAllLicences,
  listLicenceSeats,
  listLicences,
  SEAT_SOURCES,
  unassignLicenceSeat,
} from "./service";
export { readOrganisationByDomain } from "./store";
