/** Every Indonesian message (one chunk, loaded only while Indonesian is on: i18n/index.ts). */
import { mergeMessages, type Messages } from './messages';
import shared from './id.json';

const features = import.meta.glob<Messages>('../features/*/messages/id.json', { eager: true, import: 'default' });

export default mergeMessages({ 'i18n/id.json': shared, ...features });
