/** "Proudly featured in": press and partner logos, greyed until hovered. */
import type { Partner } from '../../../common/types';
import styles from './Partners.module.css';

export function Partners({ partners }: { partners: Partner[] }) {
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
