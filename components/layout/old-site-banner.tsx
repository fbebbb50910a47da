import { BANNER_CLOSED_COOKIE } from '@/lib/config/cookies';
import { shop } from '@/lib/config/shop';
import { OldSiteBannerClose } from './old-site-banner-close';
import styles from './header.module.css';

/**
 * Runs before first paint: hides the banner when the shopper dismissed it, so the cached (shared) HTML
 * never flashes it back and the server render does not depend on cookies. An inline script runs before any
 * module is loaded, hence document.cookie here rather than cookies-next.
 */
export const bannerBootScript = `try{if(document.cookie.split('; ').indexOf('${BANNER_CLOSED_COOKIE}=1')>-1)document.documentElement.setAttribute('data-banner-closed','')}catch(e){}`;

export function OldSiteBanner() {
  return (
    <div className={styles.banner} data-testid="old-site-banner">
      <a href={shop.oldSiteUrl} className={styles.bannerLink} rel="noopener">
        Перейти на старую версию сайта
      </a>
      <OldSiteBannerClose />
    </div>
  );
}
