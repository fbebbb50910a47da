import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  for (let i = 0; i < 2; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'] });
    const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
    console.log('LCP', Math.round(lhr.audits['largest-contentful-paint'].numericValue), 'TBT', Math.round(lhr.audits['total-blocking-time'].numericValue));
    console.log(' element:', lcpEl?.selector, '|', (lcpEl?.snippet || '').slice(0, 160));
    console.log(' phases:', JSON.stringify(phases));
    console.log(' issues:', JSON.stringify(lhr.audits['inspector-issues']?.details?.items).slice(0, 600));
  }
} finally { await chrome.kill(); }
