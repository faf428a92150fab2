/**
 * THE body of a page (or a section) that shows one async load (stores/Resource.ts): while there is
 * nothing yet, a skeleton announced once (ShimmerGroup); a failed load, an error naming what failed
 * with Retry (the resource's last loader again, or `onRetry`), or `notFound` when the server said
 * 404 and the page has its own words for that; loaded but empty (`isEmpty`), the empty state with
 * its title, text and call to action; else `children(data)`. Data kept on screen while a newer load
 * runs stays (a language switch, a revalidation). The states are StateMessage's (plain CSS, no
 * Fluent), `block` by default (a page body), `inline` for a section, `page` for a page whose
 * states stand for the whole page (their heading is its h1).
 */
import type { ReactElement, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../stores/Resource';
import { Shimmer, ShimmerGroup } from './Shimmer';
import { StateMessage } from './StateMessage';

/** What ResourceView reads of a Resource. */
export type ResourceState<T> = Pick<Resource<T>, 'data' | 'error' | 'errorStatus' | 'reload'>;

/**
 * `resource`'s state with `data` in place of its own data: its data when it is for what the page
 * shows (another order's, say, is not), or a value that stands for none. Its error and reload stay.
 */
export function showing<T>(resource: ResourceState<T>, data: T | null): ResourceState<T> {
  return { data, error: resource.error, errorStatus: resource.errorStatus, reload: () => resource.reload() };
}

export interface ResourceEmpty {
  title?: string;
  text?: ReactNode;
  /** The call to action (a link or button to where something can be found). */
  action?: ReactNode;
  /** The no-results drawing (a search or a filter found nothing). */
  noResults?: boolean;
  /** Default: state-empty. */
  testId?: string;
}

export interface ResourceViewProps<T> {
  resource: ResourceState<T>;
  /** What is loaded, for the error's heading: "Could not load {what}" (and the default loading label). */
  what: string;
  /** The skeleton's accessible name. Default: "Loading {what}…". */
  loadingLabel?: string;
  /** The shape of what is coming. Default: two bars. */
  skeleton?: ReactNode;
  /** Default: the resource's reload (its last loader again). */
  onRetry?: () => void;
  /** Shown instead of the error when the load failed with 404. */
  notFound?: ReactNode;
  /** Whether the loaded data has nothing to show (then `empty` is drawn). */
  isEmpty?: (data: T) => boolean;
  empty?: ResourceEmpty;
  /** `block` (default) stands for a page's body, `inline` sits in a section, `page` is the whole page (an h1 heading). */
  layout?: 'inline' | 'block' | 'page';
  children: (data: T) => ReactNode;
}

function DefaultSkeleton() {
  return (
    <>
      <Shimmer height={120} />
      <Shimmer height={120} />
    </>
  );
}

function ResourceViewImpl<T>({ resource, what, loadingLabel, skeleton, onRetry, notFound, isEmpty, empty, layout = 'block', children }: ResourceViewProps<T>) {
  const { t } = useTranslation();
  const data = resource.data;
  if (data === null && resource.error !== null) {
    if (resource.errorStatus === 404 && notFound !== undefined) return <>{notFound}</>;
    return <StateMessage kind="error" layout={layout} what={what} message={resource.error} onRetry={onRetry ?? (() => void resource.reload())} />;
  }
  if (data === null) return <ShimmerGroup label={loadingLabel ?? t('listing.loading', { title: what })}>{skeleton ?? <DefaultSkeleton />}</ShimmerGroup>;
  if (isEmpty?.(data))
    return <StateMessage kind="empty" layout={layout} title={empty?.title} text={empty?.text} actions={empty?.action} noResults={empty?.noResults} testId={empty?.testId} />;
  return <>{children(data)}</>;
}

export const ResourceView = observer(ResourceViewImpl) as <T>(props: ResourceViewProps<T>) => ReactElement;
