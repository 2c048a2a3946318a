/**
 * The location tool: where am I (the browser's geolocation, after its permission prompt, or the
 * network address the server sees), where is an IP address, and the nearest place to typed
 * coordinates — shown as country, province, city and nearest place with a tile-free drawing.
 */
import { LIFE_API, LIFE_TYPES, type LocationInput, type LocationResult, type ToolMeta, type WhereAmI } from '@toolhub/contracts';
import { api, isApiFailure } from '@toolhub/sdk';
import { Button, Field, Input, Panel, ResultArea, SegmentedControl, useToolTask } from '@toolhub/ui';
import { useState } from 'react';
import { useT as useFamilyT } from '../../messages';
import { describeFailure, localFailure } from '../../shared/failures';
import styles from '../../shared/life.module.css';
import { useT } from './messages';
import { PlaceDrawing } from './PlaceDrawing';

type Mode = 'me' | 'ip' | 'coordinates';
const MODES: Mode[] = ['me', 'ip', 'coordinates'];

const readLocation = (data: unknown): LocationResult | undefined =>
  data && typeof data === 'object' && Array.isArray((data as LocationResult).Nearby) ? (data as LocationResult) : undefined;

/** The browser's position, or why there is none. */
function browserPosition(): Promise<{ latitude: number; longitude: number } | 'denied' | 'unavailable' | 'noGeolocation'> {
  if (!('geolocation' in navigator)) return Promise.resolve('noGeolocation');
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 15_000, maximumAge: 60_000 },
    ),
  );
}

export default function Location({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const [mode, setMode] = useState<Mode>('me');
  const [ip, setIp] = useState('');
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [locating, setLocating] = useState(false);
  const task = useToolTask<LocationResult, string>(tool, LIFE_TYPES.Location, { read: readLocation, describe: (message) => describeFailure(message, tool.name) });
  const { state } = task;
  const busy = locating || state.status === 'running';

  const lookUp = (input: LocationInput) => {
    setNotice(undefined);
    void task.run(input);
  };
  const byBrowser = async () => {
    setNotice(undefined);
    setLocating(true);
    const position = await browserPosition();
    setLocating(false);
    if (typeof position === 'string') return setNotice(t(position));
    lookUp(position);
  };
  const byNetwork = async () => {
    setNotice(undefined);
    setLocating(true);
    const answer = await api.get<{ ret: number; data: WhereAmI }>(LIFE_API.whereAmI, undefined, { silent: true });
    setLocating(false);
    if (isApiFailure(answer)) return setNotice(family('failure_badRequest'));
    lookUp({ ip: answer.data.ip });
  };
  const byIp = () => {
    if (!ip.trim()) return setNotice(t('ipEmpty'));
    lookUp({ ip: ip.trim() });
  };
  const byCoordinates = () => {
    if (!latitude.trim() || !longitude.trim()) return setNotice(t('coordinatesEmpty'));
    const [lat, lon] = [Number(latitude), Number(longitude)];
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return setNotice(localFailure(tool.name, 'badCoordinates'));
    lookUp({ latitude: lat, longitude: lon });
  };

  const done = state.status === 'done' ? state.outcome : undefined;
  return (
    <div className={styles.screen}>
      <div className={styles.main}>
        <SegmentedControl label={t('modes')} value={mode} onChange={(next) => (setMode(next), setNotice(undefined))} options={MODES.map((m) => ({ value: m, label: t(`mode_${m}`) }))} />
        <Panel variant="bordered">
          {mode === 'me' && (
            <div className={styles.stack}>
              <p className={styles.quiet}>{t('permissionNote')}</p>
              <Button block loading={locating} disabled={busy} onClick={() => void byBrowser()}>
                {t('useBrowser')}
              </Button>
              <Button block variant="outline" disabled={busy} onClick={() => void byNetwork()}>
                {t('useNetwork')}
              </Button>
            </div>
          )}
          {mode === 'ip' && (
            <form
              className={styles.stack}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                byIp();
              }}
            >
              <Field label={t('ipLabel')}>{(control) => <Input {...control} inputMode="text" autoComplete="off" placeholder={t('ipPlaceholder')} value={ip} onChange={(event) => setIp(event.target.value)} />}</Field>
              <Button type="submit" block loading={state.status === 'running'}>
                {t('lookUp')}
              </Button>
            </form>
          )}
          {mode === 'coordinates' && (
            <form
              className={styles.stack}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                byCoordinates();
              }}
            >
              <div className={styles.row}>
                <Field label={t('latitude')}>{(control) => <Input {...control} inputMode="decimal" placeholder="39.9087" value={latitude} onChange={(event) => setLatitude(event.target.value)} />}</Field>
                <Field label={t('longitude')}>{(control) => <Input {...control} inputMode="decimal" placeholder="116.3975" value={longitude} onChange={(event) => setLongitude(event.target.value)} />}</Field>
              </div>
              <Button type="submit" block loading={state.status === 'running'}>
                {t('lookUp')}
              </Button>
            </form>
          )}
        </Panel>
        {notice && (
          <p className={styles.alert} role="alert">
            {notice}
          </p>
        )}
        <p className={styles.quiet}>{t('attribution')}</p>
      </div>
      <div className={styles.side}>
        <ResultArea
          title={family('resultTitle')}
          state={state.status === 'idle' ? 'empty' : state.status === 'running' ? 'busy' : state.status === 'failed' ? 'error' : 'ready'}
          busyText={family('working')}
          error={state.status === 'failed' ? state.message : undefined}
        >
          {done && <LocationFacts result={done} />}
        </ResultArea>
      </div>
    </div>
  );
}

function LocationFacts({ result }: { result: LocationResult }) {
  const t = useT();
  const facts: [string, string][] = [];
  if (result.Ip) facts.push([t('ip'), result.Ip]);
  if (result.Scope) facts.push([t('scope'), t(`scope_${result.Scope}`)]);
  if (result.Country) facts.push([t('country'), result.Country]);
  if (result.Province) facts.push([t('province'), result.ProvinceEn && result.ProvinceEn !== result.Province ? `${result.Province}（${result.ProvinceEn}）` : result.Province]);
  if (result.City) facts.push([t('city'), result.City]);
  if (result.District) facts.push([t('district'), result.District]);
  if (result.Isp) facts.push([t('isp'), result.Isp]);
  if (result.Query === 'coordinates' && result.Latitude !== undefined && result.Longitude !== undefined) facts.push([t('coordinates'), `${result.Latitude}, ${result.Longitude}`]);
  const placeName = result.City ?? result.Province ?? result.Country ?? '';
  const nowhere = result.Scope === 'public' && !result.Country && !result.Province;
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {nowhere && <p className={styles.quiet}>{t('unknownPlace')}</p>}
      {result.Approximate && result.Latitude !== undefined && <p className={styles.quiet}>{t('approximate')}</p>}
      <PlaceDrawing result={result} placeName={placeName} />
    </div>
  );
}
