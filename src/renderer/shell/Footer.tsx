/** Site footer: about/terms/privacy/support links, programmes, app store links, support e-mail. */
import { plainLinkClass } from '../components/PlainButton';
import { useTranslation } from 'react-i18next';
import { APP_STORE_LINKS, SITE, SUPPORT_EMAIL } from '../../common/constants';
import { CATEGORY_SEGMENTS } from '../../common/enums';
import { Logo } from '../components/Logo';
import { RouterLink } from '../components/links';
import { MailIcon } from '../components/icons';
import { cx } from '../components/classNames';
import styles from './Footer.module.css';

export default function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo inverted />
          <span className={styles.description}>{t('footer.description')}</span>
          <a className={plainLinkClass(false, cx(styles.link, styles.mail))} href={`mailto:${SUPPORT_EMAIL}`}>
            <MailIcon /> {SUPPORT_EMAIL}
          </a>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {t('footer.company')}
          </h2>
          <ul className={styles.list}>
            <li>
              <RouterLink className={styles.link} to="/user/aboutus">
                {t('footer.about')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/user/aboutus#benefit">
                {t('footer.benefits')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/user/terms">
                {t('footer.terms')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/user/terms/privacy">
                {t('footer.privacy')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/careers">
                {t('discovery.titles.careers')}
              </RouterLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-programs">
          <h2 id="footer-programs" className={styles.heading}>
            {t('footer.programs')}
          </h2>
          <ul className={styles.list}>
            {CATEGORY_SEGMENTS.map((segment) => (
              <li key={segment}>
                <RouterLink className={styles.link} to={`/${segment}`}>
                  {t(`categories.${segment}`)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('footer.help')}
          </h2>
          <ul className={styles.list}>
            <li>
              <RouterLink className={styles.link} to="/user/support">
                {t('footer.support')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/contact-us">
                {t('discovery.titles.contact')}
              </RouterLink>
            </li>
            <li>
              <a className={plainLinkClass(false, styles.link)} href={`mailto:${SUPPORT_EMAIL}`}>
                {t('footer.contactEmail')}
              </a>
            </li>
            <li>
              <RouterLink className={styles.link} to="/articles">
                {t('pages.articles')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/sitemap">
                {t('discovery.titles.sitemap')}
              </RouterLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.downloadApp')}</h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.store} href={APP_STORE_LINKS.googlePlay} target="_blank" rel="noopener noreferrer">
                {t('footer.googlePlay')}
              </a>
            </li>
            <li>
              <a className={styles.store} href={APP_STORE_LINKS.appStore} target="_blank" rel="noopener noreferrer">
                {t('footer.appStore')}
              </a>
            </li>
            <li>
              <RouterLink className={styles.link} to="/download-apps">
                {t('discovery.titles.downloadApps')}
              </RouterLink>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>{t('footer.copyright', { year, name: SITE.name })}</div>
    </footer>
  );
}
