import type { Locale } from '../../../common/enums.js';
import { messagesOf } from '../../http/messages.js';

/** Messages of the site's extra pages (contact, apps), in both languages. */
const TEXT = {
  contactSent: { id: 'Terima kasih, pesan Anda sudah terkirim', en: 'Thank you, your message has been sent' },
  tooManyContacts: { id: 'Terlalu banyak pesan dari alamat Anda. Silakan coba lagi dalam {after}.', en: 'Too many messages from your address. Please try again in {after}.' },
  appsTitle: { id: 'Belajar di mana saja dengan aplikasi {site}', en: 'Learn anywhere with the {site} app' },
  appsDescription: {
    id: 'Unduh aplikasinya di Google Play atau App Store, atau pindai kode QR dengan ponsel Anda.',
    en: 'Download the app on Google Play or the App Store, or scan the QR code with your phone.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const say = messagesOf(TEXT);
