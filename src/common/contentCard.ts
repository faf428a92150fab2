/**
 * What a product card shows of a ContentItem, and the item reduced to it.
 *
 * A server-rendered page sends the API answers its loaders read to the browser (renderer
 * ssr/transfer.ts); a home page's rows hold ~80 items of ~1 KB each, most of it fields no card
 * shows (summary, category, instructor's avatar and headline, counters). Endpoints whose answers
 * only cards render declare `transferAs` with these reducers (contract/home.ts), and ContentCard
 * takes a CardItem, so the compiler keeps the card from reading a field the reduced answer lacks.
 */
import type { ContentItem } from './contract/catalogue.js';

export type CardItem = Pick<
  ContentItem,
  | 'contentId'
  | 'type'
  | 'productType'
  | 'url'
  | 'title'
  | 'imageUrl'
  | 'isPrakerja'
  | 'learningMethod'
  | 'venueType'
  | 'isCertificate'
  | 'tag'
  | 'linkTypeId'
  | 'rating'
  | 'ratingCount'
  | 'startAt'
  | 'hasPreview'
> & {
  program: Pick<NonNullable<ContentItem['program']>, 'shortName' | 'name' | 'programType'> | null;
  instructor: Pick<NonNullable<ContentItem['instructor']>, 'name'> | null;
  price: Pick<ContentItem['price'], 'price' | 'finalPrice' | 'discountPercent' | 'isFree'>;
};

/** The item with only what a card shows (a new object; the input is left as it is). */
export function toCardItem(item: CardItem): CardItem {
  const { program, instructor, price } = item;
  return {
    contentId: item.contentId,
    type: item.type,
    productType: item.productType,
    url: item.url,
    title: item.title,
    imageUrl: item.imageUrl,
    isPrakerja: item.isPrakerja,
    learningMethod: item.learningMethod,
    venueType: item.venueType,
    isCertificate: item.isCertificate,
    tag: item.tag,
    linkTypeId: item.linkTypeId,
    rating: item.rating,
    ratingCount: item.ratingCount,
    startAt: item.startAt,
    hasPreview: item.hasPreview,
    program: program && { shortName: program.shortName, name: program.name, programType: program.programType },
    instructor: instructor && { name: instructor.name },
    price: { price: price.price, finalPrice: price.finalPrice, discountPercent: price.discountPercent, isFree: price.isFree },
  };
}

/** A list's items reduced to cards (for `transferAs` of an answer `{ …, items }`). */
export function withCardItems<T extends { items: CardItem[] }>(value: T): Omit<T, 'items'> & { items: CardItem[] } {
  return { ...value, items: value.items.map(toCardItem) };
}
