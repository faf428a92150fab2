import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of the session calls, in both languages (`{time}` in Asia/Jakarta, `{title}` a session). */
export const TEXT = {
  notLiveSession: { id: 'Sesi tidak ditemukan.', en: 'Session not found.' },
  notEnrolled: { id: 'Anda belum terdaftar di sesi ini.', en: 'You are not registered for this session.' },
  notOpenYet: { id: 'Ruang webinar dibuka {time}.', en: 'The webinar room opens at {time}.' },
  checkInNotOpenYet: { id: 'Check-in dibuka {time}.', en: 'Check-in opens at {time}.' },
  noRecording: { id: 'Webinar sudah berakhir dan rekamannya belum tersedia.', en: 'The webinar has ended and no recording is available.' },
  offline: { id: 'Sesi ini tatap muka: tunjukkan e-tiket Anda di lokasi.', en: 'This session is held in person: show your e-ticket at the venue.' },
  noLink: { id: 'Tautan sesi belum tersedia.', en: 'The session link is not available yet.' },
  ended: { id: 'Acara sudah berakhir.', en: 'The event has ended.' },
  notJoined: { id: 'Umpan balik hanya untuk peserta yang sudah bergabung.', en: 'Feedback is for participants who joined.' },
  notStarted: { id: 'Umpan balik dibuka saat sesi dimulai ({time}).', en: 'Feedback opens when the session starts ({time}).' },
  alreadyGiven: { id: 'Anda sudah mengirim umpan balik untuk sesi ini.', en: 'You have already sent feedback for this session.' },
  unknownReferralSource: { id: 'Pilihan sumber informasi tidak dikenal.', en: 'Unknown referral source.' },
  unknownCategory: { id: 'Kategori umpan balik tidak dikenal.', en: 'Unknown feedback category.' },
  forged: { id: 'E-tiket ini tidak sah.', en: 'This e-ticket is not valid.' },
  expired: { id: 'E-tiket ini sudah kedaluwarsa.', en: 'This e-ticket has expired.' },
  otherSession: { id: 'E-tiket ini untuk sesi lain: {title}.', en: 'This e-ticket is for another session: {title}.' },
  ownTicket: { id: 'Anda tidak dapat check-in dengan e-tiket Anda sendiri.', en: 'You cannot check in your own ticket.' },
  notInScope: { id: 'Akun Anda bukan petugas sesi ini.', en: 'Your account is not staff for this session.' },
  noTicket: { id: 'Sesi ini tidak memakai e-tiket.', en: 'This session has no e-ticket.' },
  checkedIn: { id: 'Check-in berhasil.', en: 'Checked in.' },
  alreadyCheckedIn: { id: 'Sudah check-in pada {time}.', en: 'Already checked in at {time}.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type TextKey = keyof typeof TEXT;

export const say = messagesOf(TEXT);
