/** "Proudly featured in": press and partner logos, greyed until hovered. */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { Partner } from '../../../common/types';
import { mediaBetween, mediaUp } from '../../components/useBreakpoint';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, 1fr)',
    gap: '8px',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [mediaBetween('sm', 'lg')]: { gridTemplateColumns: 'repeat(4, 1fr)', gap: '12px' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: '12px' },
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '60px',
    padding: '6px 8px',
    [mediaUp('sm')]: { height: '80px', padding: '8px 12px' },
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  logo: {
    display: 'block',
    maxWidth: '100%',
    maxHeight: '44px',
    [mediaUp('sm')]: { maxHeight: '56px' },
    width: 'auto',
    height: 'auto',
    filter: 'grayscale(1)',
    opacity: 0.8,
    transitionProperty: 'filter, opacity',
    transitionDuration: '200ms',
    ':hover': { filter: 'none', opacity: 1 },
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
    borderRadius: '8px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

export function Partners({ partners }: { partners: Partner[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {partners.map((p) => {
        const logo = <img className={styles.logo} src={p.logoUrl} alt={p.name} width={160} height={50} loading="lazy" decoding="async" />;
        return (
          <li key={p.id} className={styles.item} data-testid="partner-logo">
            {p.linkUrl ? (
              <a className={styles.link} href={p.linkUrl} target="_blank" rel="noopener noreferrer">
                {logo}
              </a>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}
