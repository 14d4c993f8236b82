import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANDING_NAMESPACES } from '@web/features/public/components/namespaces';
import { SiteFooter } from '@web/features/public/components/site-footer';
import { useDocumentTitle } from '@web/features/public/components/use-document-title';
import { BenefitsSection } from './components/benefits-section';
import { BlogSection } from './components/blog-section';
import { ClosingCta } from './components/closing-cta';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { LandingHeader } from './components/landing-header';
import { PlatformsSection } from './components/platforms-section';
import { PricingSection } from './components/pricing-section';
import { StatsStrip } from './components/stats-strip';
import { TestimonialsSection } from './components/testimonials-section';
import { scrollToSection } from './lib/scroll';

/** `/`: the public landing page. Kept light (no images, no heavy libraries): it must be interactive fast. */
export function LandingPage() {
  const { t } = useTranslation(LANDING_NAMESPACES);
  useDocumentTitle(t('landing:documentTitle'));
  useScrollToHash();

  return (
    <div className="flex min-h-svh flex-col bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('public:header.skipToContent')}
      </a>
      <LandingHeader />
      <main id="main" className="flex-1">
        <HeroSection />
        <StatsStrip />
        <BenefitsSection />
        <FeaturesSection />
        <PlatformsSection />
        <PricingSection />
        <TestimonialsSection />
        <BlogSection />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}

/** `/#pricing` (from a header anchor, a footer link or a shared URL) scrolls to that section. */
function useScrollToHash() {
  const { hash, key } = useLocation();
  const firstRun = useRef(true);
  useEffect(() => {
    const smooth = !firstRun.current;
    firstRun.current = false;
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)), smooth);
  }, [hash, key]);
}
