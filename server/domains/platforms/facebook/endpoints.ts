/**
 * Facebook's hosts for one Graph version, each replaced by one origin when the emulator stands in
 * (paths stay the same). The version is pinned in one setting (FACEBOOK_GRAPH_VERSION): Meta retired
 * recommendations from v22.0 (platform-apis.md B), so moving it is a decision, not an upgrade.
 */
export type FacebookEndpoints = {
  version: string;
  /** The Login dialog the browser is sent to. */
  dialog: string;
  /** Graph's root for this version; token exchange, Pages, ratings and comments hang off it. */
  graph: string;
};

export function facebookEndpoints(version: string, emulatorUrl?: string): FacebookEndpoints {
  const host = (real: string) => (emulatorUrl ? emulatorUrl.replace(/\/$/, '') : real);
  return {
    version,
    dialog: `${host('https://www.facebook.com')}/${version}/dialog/oauth`,
    graph: `${host('https://graph.facebook.com')}/${version}`,
  };
}
