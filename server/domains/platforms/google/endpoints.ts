/** Google's hosts, each replaced by one origin when the emulator stands in (paths stay the same). */
export type GoogleEndpoints = {
  authorize: string;
  token: string;
  revoke: string;
  jwks: string;
  issuer: string;
  accountManagement: string;
  businessInformation: string;
  myBusiness: string;
  notifications: string;
};

export function googleEndpoints(emulatorUrl?: string): GoogleEndpoints {
  const host = (real: string) => (emulatorUrl ? emulatorUrl.replace(/\/$/, '') : real);
  return {
    authorize: `${host('https://accounts.google.com')}/o/oauth2/v2/auth`,
    token: `${host('https://oauth2.googleapis.com')}/token`,
    revoke: `${host('https://oauth2.googleapis.com')}/revoke`,
    jwks: `${host('https://www.googleapis.com')}/oauth2/v3/certs`,
    issuer: emulatorUrl ? emulatorUrl.replace(/\/$/, '') : 'https://accounts.google.com',
    accountManagement: `${host('https://mybusinessaccountmanagement.googleapis.com')}/v1`,
    businessInformation: `${host('https://mybusinessbusinessinformation.googleapis.com')}/v1`,
    myBusiness: `${host('https://mybusiness.googleapis.com')}/v4`,
    notifications: `${host('https://mybusinessnotifications.googleapis.com')}/v1`,
  };
}

export const BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';
export const LEGACY_BUSINESS_SCOPE = 'https://www.googleapis.com/auth/plus.business.manage';
