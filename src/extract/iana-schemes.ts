/**
 * The IANA "Uniform Resource Identifier (URI) Schemes" registry (RFC 7595),
 * as data: every registered scheme name, by its status (RFC 7595 §3: a
 * permanent registration, a provisional one, or a historical one).
 *
 * Source:  https://www.iana.org/assignments/uri-schemes/uri-schemes.xhtml
 * Registry: the list as it stood at its update of 2024-11-25, as best it
 *          could be compiled (2026-11-27) without the page at hand: it has
 *          not been compared name by name with the published registry, and
 *          schemes registered since are missing (pass them with the
 *          `schemes` option of extract, or `--schemes LIST`). It contains
 *          every name of the registry's older copy in the `schemes` npm
 *          package 1.4.0 but `wpid` (provisional there), whose status now was
 *          not known when this list was compiled.
 *
 * Names are the registry's, in lower case (schemes are case-insensitive, RFC
 * 3986 §3.1; the canonical form is lower case), sorted. The shape (each name a
 * `scheme` of RFC 3986 §3.1, sorted, no name twice, no name in two lists) is
 * checked by test/unit/extract-schemes.test.ts.
 */

/** The registry update this list reflects (not checked against the page: see above). */
export const IANA_REGISTRY_DATE = '2024-11-25';

/** Where the registry is published. */
export const IANA_REGISTRY_SOURCE = 'https://www.iana.org/assignments/uri-schemes/uri-schemes.xhtml';

/** Permanent registrations (RFC 7595 §3: a specification, reviewed by the expert). */
export const PERMANENT_SCHEMES: readonly string[] = Object.freeze([
  'aaa', 'aaas', 'about', 'acap', 'acct', 'cap', 'cid', 'coap', 'coap+tcp', 'coap+ws', 'coaps', 'coaps+tcp',
  'coaps+ws', 'crid', 'data', 'dav', 'dict', 'dns', 'dtn', 'example', 'file', 'ftp', 'geo', 'go', 'gopher', 'h323',
  'http', 'https', 'iax', 'icap', 'im', 'imap', 'info', 'ipn', 'ipp', 'ipps', 'iris', 'iris.beep', 'iris.lwz',
  'iris.xpc', 'iris.xpcs', 'jabber', 'ldap', 'leaptofrogans', 'mailto', 'mid', 'msrp', 'msrps', 'mt', 'mtqp',
  'mupdate', 'news', 'nfs', 'ni', 'nih', 'nntp', 'opaquelocktoken', 'pkcs11', 'pop', 'pres', 'reload', 'rtsp', 'rtsps',
  'rtspu', 'service', 'session', 'shttp', 'sieve', 'sip', 'sips', 'sms', 'snmp', 'soap.beep', 'soap.beeps', 'stun',
  'stuns', 'tag', 'tel', 'telnet', 'tftp', 'thismessage', 'tip', 'tn3270', 'turn', 'turns', 'tv', 'urn', 'vemmi',
  'vnc', 'ws', 'wss', 'xcon', 'xcon-userid', 'xmlrpc.beep', 'xmlrpc.beeps', 'xmpp', 'z39.50r', 'z39.50s',
]);

/** Provisional registrations (RFC 7595 §3: a name in use, registered first come, first served). */
export const PROVISIONAL_SCHEMES: readonly string[] = Object.freeze([
  'acd', 'acr', 'adiumxtra', 'adt', 'afp', 'afs', 'aim', 'amss', 'android', 'appdata', 'apt', 'ar', 'ark', 'at',
  'attachment', 'aw', 'barion', 'bb', 'beshare', 'bitcoin', 'bitcoincash', 'blob', 'bolo', 'brid', 'browserext',
  'cabal', 'calculator', 'callto', 'cast', 'casts', 'chrome', 'chrome-extension', 'com-eventbrite-attendee', 'content',
  'content-type', 'cstr', 'cvs', 'dab', 'dat', 'dhttp', 'diaspora', 'did', 'dis', 'dlna-playcontainer',
  'dlna-playsingle', 'dntp', 'doi', 'dpp', 'drm', 'drop', 'dtmi', 'dvb', 'dvx', 'dweb', 'ed2k', 'eid', 'elsi',
  'embedded', 'ens', 'ethereum', 'facetime', 'feed', 'feedready', 'fido', 'finger', 'first-run-pen-experience', 'fish',
  'fm', 'fuchsia-pkg', 'gg', 'git', 'gitoid', 'gizmoproject', 'graph', 'gtalk', 'ham', 'hcap', 'hcp', 'hs20', 'hxxp',
  'hxxps', 'hydrazone', 'hyper', 'icon', 'iotdisco', 'ipfs', 'ipns', 'irc', 'irc6', 'ircs', 'isostore', 'itms', 'jar',
  'jms', 'keyparc', 'lastfm', 'lbry', 'ldaps', 'lid', 'lorawan', 'lpa', 'lvlt', 'magnet', 'maps', 'market', 'matrix',
  'message', 'microsoft.windows.camera', 'microsoft.windows.camera.multipicker', 'microsoft.windows.camera.picker',
  'mms', 'mongodb', 'moz', 'ms-access', 'ms-appinstaller', 'ms-browser-extension', 'ms-calculator', 'ms-drive-to',
  'ms-enrollment', 'ms-excel', 'ms-eyecontrolspeech', 'ms-gamebarservices', 'ms-gamingoverlay', 'ms-getoffice',
  'ms-help', 'ms-infopath', 'ms-inputapp', 'ms-launchremotedesktop', 'ms-lockscreencomponent-config',
  'ms-media-stream-id', 'ms-meetnow', 'ms-mixedrealitycapture', 'ms-mobileplans', 'ms-newsandinterests',
  'ms-officeapp', 'ms-people', 'ms-powerpoint', 'ms-project', 'ms-publisher', 'ms-remotedesktop',
  'ms-remotedesktop-launch', 'ms-restoretabcompanion', 'ms-screenclip', 'ms-screensketch', 'ms-search',
  'ms-search-repair', 'ms-secondary-screen-controller', 'ms-secondary-screen-setup', 'ms-settings',
  'ms-settings-airplanemode', 'ms-settings-bluetooth', 'ms-settings-camera', 'ms-settings-cellular',
  'ms-settings-cloudstorage', 'ms-settings-connectabledevices', 'ms-settings-displays-topology',
  'ms-settings-emailandaccounts', 'ms-settings-language', 'ms-settings-location', 'ms-settings-lock',
  'ms-settings-nfctransactions', 'ms-settings-notifications', 'ms-settings-power', 'ms-settings-privacy',
  'ms-settings-proximity', 'ms-settings-screenrotation', 'ms-settings-wifi', 'ms-settings-workplace', 'ms-spd',
  'ms-stickers', 'ms-sttoverlay', 'ms-transit-to', 'ms-useractivityset', 'ms-virtualtouchpad', 'ms-visio',
  'ms-walk-to', 'ms-whiteboard', 'ms-whiteboard-cmd', 'ms-word', 'msnim', 'mss', 'mumble', 'mvn', 'mvrp', 'mvrps',
  'notes', 'num', 'ocf', 'oid', 'onenote', 'onenote-cmd', 'openid', 'openpgp4fpr', 'otpauth', 'p1', 'palm',
  'paparazzi', 'payment', 'payto', 'platform', 'proxy', 'psyc', 'pttp', 'pwid', 'qb', 'query', 'quic-transport',
  'redis', 'rediss', 'res', 'resource', 'rmi', 'rsync', 'rtmfp', 'rtmp', 'sarif', 'secondlife', 'secret-token', 'sftp',
  'sgn', 'shc', 'simpleledger', 'simplex', 'skype', 'smb', 'smp', 'smtp', 'soldat', 'spiffe', 'spotify', 'ssb', 'ssh',
  'starknet', 'steam', 'submit', 'svn', 'swh', 'swid', 'swidpath', 'taler', 'teamspeak', 'teliaeid', 'things', 'thzp',
  'tool', 'udp', 'unreal', 'ut2004', 'uuid-in-package', 'v-event', 'ventrilo', 'ves', 'view-source', 'vscode',
  'vscode-insiders', 'vsls', 'w3', 'wcr', 'web+ap', 'web3', 'webcal', 'wifi', 'wtai', 'wyciwyg', 'xfire', 'xftp',
  'xrcp', 'xri', 'ymsgr',
]);

/** Historical registrations (RFC 7595 §3: no longer in use, kept so that the name is not given again). */
export const HISTORICAL_SCHEMES: readonly string[] = Object.freeze([
  'fax', 'filesystem', 'mailserver', 'modem', 'pack', 'prospero', 'snews', 'upt', 'videotex', 'wais', 'z39.50',
]);
