/** Every English message (one chunk, loaded only while English is on: i18n/index.ts). */
import { mergeMessages, type Messages } from './messages';
import shared from './en.json';

const features = import.meta.glob<Messages>('../features/*/messages/en.json', { eager: true, import: 'default' });

export default mergeMessages({ 'i18n/en.json': shared, ...features });
