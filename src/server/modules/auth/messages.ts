import type { Locale } from '../../../common/enums.js';
import { messagesOf, type Fill } from '../../http/messages.js';

/**
 * Domain messages of the accounts calls in Indonesian and English (request.locale picks one).
 * Kept here on purpose: the server does not load i18next.
 */
const messages = {
  weakPassword: {
    id: 'Kata sandi minimal 8 karakter dan harus berisi huruf dan angka.',
    en: 'Passwords need at least 8 characters with letters and digits.',
  },
  invalidCredentials: { id: 'Email/nomor HP atau kata sandi salah.', en: 'Wrong e-mail, phone number or password.' },
  tooManyAttempts: { id: 'Terlalu banyak percobaan. Coba lagi dalam {n} menit.', en: 'Too many attempts. Try again in {n} {minutes}.' },
  otpCooldown: { id: 'Tunggu {n} detik sebelum meminta kode baru.', en: 'Wait {n} seconds before asking for a new code.' },
  otpSent: { id: 'Kode OTP telah dikirim ke {target}.', en: 'A one-time code has been sent to {target}.' },
  otpSentIfRegistered: {
    id: 'Jika akun terdaftar, kode OTP telah dikirim ke {target}.',
    en: 'If an account is registered, a one-time code has been sent to {target}.',
  },
  otpWrong: { id: 'Kode OTP salah. Sisa {n} percobaan.', en: 'Wrong code. {n} attempts left.' },
  otpExpired: {
    id: 'Kode OTP sudah kedaluwarsa atau sudah dipakai. Minta kode baru.',
    en: 'The code has expired or was already used. Ask for a new one.',
  },
  otpLocked: { id: 'Terlalu banyak kode yang salah. Minta kode baru.', en: 'Too many wrong codes. Ask for a new one.' },
  otpSignInNeeded: { id: 'Masuk dulu untuk memverifikasi {kind}.', en: 'Sign in to verify your {kind}.' },
  emailTaken: { id: 'Email sudah terdaftar. Silakan masuk.', en: 'This e-mail address is already registered. Please sign in.' },
  phoneTaken: { id: 'Nomor telepon sudah terdaftar.', en: 'This phone number is already registered.' },
  invalidEmail: { id: 'Alamat email tidak valid.', en: 'The e-mail address is not valid.' },
  invalidPhone: {
    id: 'Nomor telepon tidak valid. Gunakan format 08xx atau +62xx.',
    en: 'The phone number is not valid. Use the 08xx or +62xx format.',
  },
  invalidEmailOrPhone: { id: 'Masukkan email atau nomor telepon yang valid.', en: 'Enter a valid e-mail address or phone number.' },
  registered: { id: 'Pendaftaran berhasil.', en: 'Your account has been created.' },
  registrationCodeSent: {
    id: 'Kode verifikasi telah dikirim ke {target}. Masukkan kode itu untuk menyelesaikan pendaftaran.',
    en: 'A verification code has been sent to {target}. Enter it to finish signing up.',
  },
  emailNotVerified: {
    id: 'Alamat email ini belum diverifikasi. Selesaikan pendaftaran dengan kode yang kami kirim, atau masuk dengan kode OTP.',
    en: 'This e-mail address has not been verified yet. Finish signing up with the code we sent, or sign in with a one-time code.',
  },
  fullNameRequired: { id: 'Masukkan nama lengkap.', en: 'Enter your full name.' },
  passwordChangedMeanwhile: {
    id: 'Kata sandi baru saja diubah oleh permintaan lain. Gunakan kata sandi yang baru.',
    en: 'The password was changed meanwhile by another request. Use the new password.',
  },
  signedIn: { id: 'Berhasil masuk.', en: 'Signed in.' },
  resetSent: {
    id: 'Jika email terdaftar, kami telah mengirim kode untuk mengatur ulang kata sandi.',
    en: 'If the e-mail address is registered, we have sent a code to reset the password.',
  },
  passwordReset: { id: 'Kata sandi berhasil diatur ulang. Silakan masuk.', en: 'Your password has been reset. Please sign in.' },
  passwordChanged: { id: 'Kata sandi berhasil diubah.', en: 'Your password has been changed.' },
  wrongOldPassword: { id: 'Kata sandi lama salah.', en: 'The current password is wrong.' },
  oldPasswordRequired: { id: 'Masukkan kata sandi lama.', en: 'Enter your current password.' },
  samePassword: { id: 'Kata sandi baru harus berbeda dari yang lama.', en: 'The new password must differ from the current one.' },
  refreshInvalid: { id: 'Sesi tidak valid atau sudah berakhir. Silakan masuk kembali.', en: 'The session is not valid or has ended. Please sign in again.' },
  refreshReused: {
    id: 'Token penyegar sudah pernah dipakai; sesi ini diakhiri demi keamanan. Silakan masuk kembali.',
    en: 'This refresh token was already used; the session has been ended for safety. Please sign in again.',
  },
  refreshMismatch: { id: 'Token akses tidak cocok dengan sesi ini.', en: 'The access token does not belong to this session.' },
  loggedOut: { id: 'Berhasil keluar.', en: 'Signed out.' },
  socialNotConfigured: { id: 'Masuk dengan {provider} belum diaktifkan.', en: 'Sign-in with {provider} is not enabled.' },
  socialUnavailable: {
    id: 'Tidak dapat menghubungi {provider}. Coba lagi beberapa saat lagi.',
    en: 'Could not reach {provider}. Try again in a moment.',
  },
  socialInvalid: { id: 'Token {provider} tidak valid atau sudah kedaluwarsa.', en: 'The {provider} token is not valid or has expired.' },
  socialConflict: {
    id: 'Email ini sudah terhubung dengan akun {provider} lain.',
    en: 'This e-mail address is already linked to another {provider} account.',
  },
  accountGone: { id: 'Akun tidak ditemukan. Silakan masuk kembali.', en: 'The account was not found. Please sign in again.' },
  accountDeleted: { id: 'Akun Anda telah dihapus.', en: 'Your account has been deleted.' },
  profileSaved: { id: 'Profil berhasil disimpan.', en: 'Your profile has been saved.' },
  emailVerified: { id: 'Email berhasil diverifikasi.', en: 'Your e-mail address has been verified.' },
  phoneVerified: { id: 'Nomor telepon berhasil diverifikasi.', en: 'Your phone number has been verified.' },
  birthDateInvalid: { id: 'Tanggal lahir tidak valid.', en: 'The birth date is not valid.' },
  campusNotFound: { id: 'Kampus tidak ditemukan.', en: 'Campus not found.' },
  facultyNotFound: { id: 'Fakultas tidak ditemukan di kampus ini.', en: 'Faculty not found at this campus.' },
  majorNotFound: { id: 'Program studi tidak ditemukan di fakultas ini.', en: 'Major not found in this faculty.' },
  campusRequired: { id: 'Pilih kampus terlebih dahulu.', en: 'Choose a campus first.' },
  fileMissing: { id: 'Pilih berkas gambar untuk diunggah.', en: 'Choose an image file to upload.' },
  notImage: { id: 'Berkas harus berupa gambar (JPG, PNG, GIF, WebP).', en: 'The file must be an image (JPG, PNG, GIF, WebP).' },
  unsupportedImage: {
    id: 'Format gambar TIFF dan HEIF/HEIC tidak didukung.',
    en: 'TIFF and HEIF/HEIC images are not supported.',
  },
  fileTooLarge: { id: 'Ukuran berkas maksimal 5 MB.', en: 'The file may be at most 5 MB.' },
  avatarSaved: { id: 'Foto profil berhasil diperbarui.', en: 'Your profile picture has been updated.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

const say = messagesOf(messages);

/** An auth message; `{minutes}` is the English word that agrees with `{n}`. */
export function t(locale: Locale, key: MessageKey, vars: Fill = {}): string {
  return say(locale, key, { minutes: vars.n === 1 ? 'minute' : 'minutes', ...vars });
}

export { tooManyAttempts } from '../../http/ip-limit.js';
