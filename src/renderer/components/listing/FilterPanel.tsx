/**
 * The filter panel of a list, drawn from the server's filter definitions (G {list}/filters):
 * SINGLE value kinds → radio buttons (with "Any"), MULTIPLE → checkboxes (with counts), range kinds
 * (PRICE in rupiah with presets, DURATION in minutes) → min/max inputs applied with Enter or the
 * apply button. A sidebar on desktop (≥ lg), a "Filters (n)" button opening a drawer on phones
 * (`mode="auto"`), or either one forced with `mode`.
 */
import { Suspense, lazy, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterKindName } from '../../../common/enums';
import type { FilterDefinition, FilterInput } from '../../../common/filters';
import { formatNumber, formatRupiah } from '../../../common/format';
import { showsBelow, showsFrom, useClientBreakpoint, useMediaVisibility } from '../useBreakpoint';
import { Shimmer, ShimmerGroup } from '../Shimmer';
import { FilterIcon } from '../icons';
import { filterOf } from './query';
import { StateMessage } from '../StateMessage';
import { PlainButton } from '../PlainButton';
import { cx } from '../classNames';
import styles from './FilterPanel.module.css';

export interface FilterPanelProps {
  /** Definitions of the list's filter call; null while loading. */
  definitions: FilterDefinition[] | null;
  /** Failure of the filter call (shown with retry). */
  error?: string | null;
  onRetry?: () => void;
  /** The chosen filters (useListingQuery().query.filters). */
  value: FilterInput[];
  /** Replace one kind's filter (null removes it): useListingQuery().setFilter. */
  onChange: (kind: FilterKindName, filter: FilterInput | null) => void;
  /** Clear every filter: useListingQuery().resetFilters. */
  onReset: () => void;
  /** 'auto' (default): sidebar from lg up, drawer button below; or force one. */
  mode?: 'auto' | 'sidebar' | 'drawer';
  /** Results of the current filters, shown on the drawer's close button. */
  resultCount?: number | null;
  /** Heading (default "Filter"). */
  title?: string;
  className?: string;
}

/** Price presets (rupiah ranges) shown above the PRICE inputs. */
const PRICE_PRESETS: { key: string; range: { min?: number; max?: number } }[] = [
  { key: 'free', range: { min: 0, max: 0 } },
  { key: 'under100', range: { max: 100000 } },
  { key: '100to500', range: { min: 100000, max: 500000 } },
  { key: 'over500', range: { min: 500000 } },
];

const sameRange = (a: { min?: number; max?: number } | undefined, b: { min?: number; max?: number }) => !!a && a.min === b.min && a.max === b.max;

function ValueGroup({ def, value, onChange }: { def: FilterDefinition; value: FilterInput | undefined; onChange: FilterPanelProps['onChange'] }) {
  const { t } = useTranslation();
  const name = useId();
  const chosen = value && 'values' in value ? value.values : [];
  const options = def.options ?? [];
  if (options.length === 0) return <p className={styles.hint}>{t('listing.noOptions')}</p>;
  if (def.selectionMode === 'SINGLE') {
    return (
      <div className={styles.options} role="radiogroup" aria-label={def.label}>
        <label className={styles.option}>
          <input className={styles.input} type="radio" name={name} checked={chosen.length === 0} onChange={() => onChange(def.kind, null)} />
          <span className={styles.optionLabel}>{t('listing.any')}</span>
        </label>
        {options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={o.value}
              checked={chosen[0] === o.value}
              onChange={() => onChange(def.kind, { kind: def.kind, values: [o.value] })}
            />
            <span className={styles.optionLabel}>{o.label}</span>
            {o.count !== undefined && <span className={styles.count}>{formatNumber(o.count)}</span>}
          </label>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.options}>
      {options.map((o) => {
        const on = chosen.includes(o.value);
        return (
          <label key={o.value} className={styles.option}>
            <input
              className={styles.input}
              type="checkbox"
              value={o.value}
              checked={on}
              onChange={() => {
                const values = on ? chosen.filter((v) => v !== o.value) : [...chosen, o.value];
                onChange(def.kind, values.length ? { kind: def.kind, values } : null);
              }}
            />
            <span className={styles.optionLabel}>{o.label}</span>
            {o.count !== undefined && <span className={styles.count}>{formatNumber(o.count)}</span>}
          </label>
        );
      })}
    </div>
  );
}

function RangeGroup({ def, value, onChange }: { def: FilterDefinition; value: FilterInput | undefined; onChange: FilterPanelProps['onChange'] }) {
  const { t } = useTranslation();
  const ids = { min: useId(), max: useId(), err: useId() };
  const range = value && 'range' in value ? value.range : undefined;
  const [min, setMin] = useState(range?.min?.toString() ?? '');
  const [max, setMax] = useState(range?.max?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setMin(range?.min?.toString() ?? '');
    setMax(range?.max?.toString() ?? '');
    setError(null);
  }, [range?.min, range?.max]);
  const isPrice = def.unit === 'IDR' || def.kind === 'PRICE';
  const fmt = (n: number) => (isPrice ? formatRupiah(n) : t('listing.minutes', { count: n }));
  const unit = isPrice ? 'Rp' : t('listing.minutesUnit');

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const read = (s: string) => (s.trim() === '' ? undefined : Number(s));
    const lo = read(min);
    const hi = read(max);
    if ((lo !== undefined && (!Number.isFinite(lo) || lo < 0)) || (hi !== undefined && (!Number.isFinite(hi) || hi < 0))) {
      setError(t('listing.rangeInvalid'));
      return;
    }
    if (lo !== undefined && hi !== undefined && lo > hi) {
      setError(t('listing.rangeOrder'));
      return;
    }
    setError(null);
    const next: { min?: number; max?: number } = {};
    if (lo !== undefined) next.min = lo;
    if (hi !== undefined) next.max = hi;
    onChange(def.kind, lo === undefined && hi === undefined ? null : { kind: def.kind, range: next });
  };

  /** The labelled number input of one end of the range. */
  const boundField = (bound: 'min' | 'max', text: string, setText: (text: string) => void, placeholder: string) => (
    <label className={styles.field} htmlFor={ids[bound]}>
      {t(`listing.${bound}`)} ({unit})
      <input
        id={ids[bound]}
        className={styles.number}
        type="number"
        inputMode="numeric"
        min={0}
        step={isPrice ? 1000 : 1}
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={error ? ids.err : undefined}
        aria-invalid={error ? true : undefined}
        data-testid={`range-${bound}-${def.kind}`}
      />
    </label>
  );

  return (
    <form onSubmit={apply} noValidate>
      {isPrice && (
        <div className={styles.presets} role="group" aria-label={t('listing.pricePresets')}>
          {PRICE_PRESETS.map((p) => {
            const on = sameRange(range, p.range);
            return (
              <button
                key={p.key}
                type="button"
                className={cx(styles.preset, on && styles.presetOn)}
                aria-pressed={on}
                data-testid={`price-preset-${p.key}`}
                onClick={() => onChange(def.kind, on ? null : { kind: def.kind, range: p.range })}
              >
                {t(`listing.pricePreset.${p.key}`)}
              </button>
            );
          })}
        </div>
      )}
      <div className={styles.rangeRow}>
        {boundField('min', min, setMin, def.range ? String(def.range.min) : '0')}
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        {boundField('max', max, setMax, def.range ? String(def.range.max) : '')}
      </div>
      {error && (
        <p id={ids.err} className={styles.rangeError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.rangeActions}>
        <span className={styles.hint}>{def.range ? `${fmt(def.range.min)} – ${fmt(def.range.max)}` : null}</span>
        <PlainButton size="small" type="submit" appearance="secondary" data-testid={`range-apply-${def.kind}`}>
          {t('listing.apply')}
        </PlainButton>
      </div>
    </form>
  );
}

function FilterGroups({ definitions, value, onChange }: Pick<FilterPanelProps, 'value' | 'onChange'> & { definitions: FilterDefinition[] }) {
  return (
    <>
      {definitions.map((def) => (
        <div key={def.kind} className={styles.groupWrap}>
          <fieldset className={styles.group} data-testid={`filter-${def.kind}`}>
            <legend className={styles.legend}>{def.label}</legend>
            {def.valueType === 'range' ? (
              <RangeGroup def={def} value={filterOf(value, def.kind)} onChange={onChange} />
            ) : (
              <ValueGroup def={def} value={filterOf(value, def.kind)} onChange={onChange} />
            )}
          </fieldset>
        </div>
      ))}
    </>
  );
}

function PanelBody(props: FilterPanelProps) {
  const { t } = useTranslation();
  if (props.error) return <StateMessage kind="error" what={props.title ?? t('listing.filters')} message={props.error} onRetry={props.onRetry} />;
  if (!props.definitions) {
    return (
      <ShimmerGroup label={t('listing.loadingFilters')} className={styles.skeleton}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeleton}>
            <Shimmer width="40%" height={16} />
            <Shimmer width="80%" height={14} />
            <Shimmer width="70%" height={14} />
            <Shimmer width="60%" height={14} />
          </div>
        ))}
      </ShimmerGroup>
    );
  }
  return <FilterGroups definitions={props.definitions} value={props.value} onChange={props.onChange} />;
}

// The phone's drawer (Fluent's OverlayDrawer with its focus trap) loads on the first press of "Filter".
const FilterDrawer = lazy(() => import('./FilterDrawer'));

export function FilterPanel(props: FilterPanelProps) {
  const { t } = useTranslation();
  const media = useMediaVisibility();
  // 'auto' is a sidebar from lg up, a drawer below. While the width is unknown (server, hydration)
  // both render and CSS shows the one for the width; then JS keeps only that one.
  const bp = useClientBreakpoint();
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing can animate.
  const [wanted, setWanted] = useState(false);
  const mode = props.mode ?? 'auto';
  const auto = mode === 'auto';
  const asSidebar = mode === 'sidebar' || (auto && showsFrom(bp, 'lg'));
  const asDrawer = mode === 'drawer' || (auto && showsBelow(bp, 'lg'));
  const title = props.title ?? t('listing.filters');
  const count = props.value.length;
  const headingId = useId();

  const reset: ReactNode = (
    <button type="button" className={styles.reset} onClick={props.onReset} disabled={count === 0} data-testid="filters-reset">
      {t('listing.reset')}
    </button>
  );

  const sidebar = asSidebar && (
    <section className={cx(styles.sidebar, auto && media.fromLg, props.className)} aria-labelledby={headingId} data-testid="filter-panel">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          <FilterIcon size={18} />
          {title}
        </h2>
        {reset}
      </div>
      <PanelBody {...props} />
    </section>
  );
  if (!asDrawer) return sidebar;

  return (
    <>
      {sidebar}
      <PlainButton
        className={cx(styles.trigger, auto && media.belowLg, props.className)}
        icon={<FilterIcon size={18} />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="filters-open"
      >
        {title}
        {count > 0 && (
          <span className={styles.badge} aria-label={t('listing.activeFilters', { count })}>
            {count}
          </span>
        )}
      </PlainButton>
      {wanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={open}
            onOpenChange={setOpen}
            headingId={headingId}
            title={title}
            canReset={count > 0}
            onReset={props.onReset}
            resultCount={props.resultCount}
            body={<PanelBody {...props} />}
          />
        </Suspense>
      )}
    </>
  );
}
