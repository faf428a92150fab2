/** Loading and failure frames of a detail page around its data Resource. */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Resource } from '../../stores/Resource';
import { Breadcrumbs, DetailSkeleton, Page, PageFailure, type Crumb } from './ui';

export interface DetailShellProps<T> {
  resource: Resource<T> | null;
  crumbs: Crumb[];
  notFoundTitle: string;
  listPath?: string;
  listLabel?: string;
  children: (data: T) => ReactNode;
}

function DetailShellView<T>({ resource, crumbs, notFoundTitle, listPath, listLabel, children }: DetailShellProps<T>) {
  if (resource?.data) return <>{children(resource.data)}</>;
  return (
    <Page>
      <Breadcrumbs items={crumbs} />
      {resource?.error ? <PageFailure resource={resource as Resource<unknown>} notFoundTitle={notFoundTitle} listPath={listPath} listLabel={listLabel} /> : <DetailSkeleton />}
    </Page>
  );
}

export const DetailShell = observer(DetailShellView) as <T>(props: DetailShellProps<T>) => ReactNode;
