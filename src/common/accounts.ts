/**
 * Result and request shapes of the accounts calls (auth, students, campus master data), shared by
 * the server and the renderer. Each is the static type of its schema in the contract
 * (src/common/contract/auth.ts, students.ts, campus.ts), so the types and what the server
 * validates and sends cannot drift apart. Results sit in the `result` of the envelope
 * `{ statusCode, message, result }`.
 */
export type { AccessToken, CheckAccessTokenResult, OtpSent, RefreshRequest, RegistrationSent, StudentSummary, TokenResult } from './contract/auth.js';
export type { CampusProfile, Gender, StudentProfile, UpdateCampusProfileRequest, UpdateProfileRequest } from './contract/students.js';
export type { Campus, Faculty, Major } from './contract/campus.js';
