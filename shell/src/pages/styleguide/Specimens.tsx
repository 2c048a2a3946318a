import { useState, type ReactNode } from 'react';
import { toast } from '@toolhub/sdk';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  ComparisonSlider,
  Dialog,
  DownloadCard,
  EmptyState,
  EquityTipBar,
  Field,
  FileList,
  FilePreview,
  IconButton,
  Input,
  NoticeDialog,
  NumberInput,
  Panel,
  PasswordInput,
  Progress,
  RadioGroup,
  ResultArea,
  SegmentedControl,
  Select,
  Slider,
  Stars,
  Switch,
  Tabs,
  TextArea,
  Tooltip,
  UploadBox,
  type FileListItem,
} from '@toolhub/ui';
import { useLocale } from '@toolhub/sdk';
import { SCAN_CLEANED, SCAN_WITH_MARKS } from './specimen-images';
import { useSpecimenText } from './specimen-text';
import styles from './Specimens.module.css';

/** One primitive: its name as the heading (tool teams search the page for it), its states below. */
function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section className={styles.specimen} aria-labelledby={`specimen-${name}`} data-specimen={name}>
      <h2 id={`specimen-${name}`} className={styles.name}>
        {name}
      </h2>
      <div className={styles.states}>{children}</div>
    </section>
  );
}

/** A state of a primitive, captioned. */
function State({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.state} ${styles.wide}` : styles.state}>
      <span className={styles.stateLabel}>{label}</span>
      {children}
    </div>
  );
}

const PlusGlyph = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <path d="M8 3v10M3 8h10" />
  </svg>
);

/** Every primitive of @toolhub/ui in each of its states, in the frame's language and scheme. */
export function Specimens() {
  const s = useSpecimenText();
  const locale = useLocale();
  const [files, setFiles] = useState<FileListItem[]>(() => s.files());
  const [segment, setSegment] = useState('commercial');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [years, setYears] = useState('20');
  const [rating, setRating] = useState(4);
  const move = (id: string, to: number) =>
    setFiles((list) => {
      const from = list.findIndex((f) => f.id === id);
      const next = [...list];
      const [file] = next.splice(from, 1);
      next.splice(to, 0, file);
      return next;
    });

  return (
    <main className={styles.page} lang={locale}>
      <h1 className={styles.title}>{s.title}</h1>

      <Specimen name="Button">
        <State label="primary">
          <Button>{s.recognise}</Button>
        </State>
        <State label="secondary">
          <Button variant="secondary">{s.change}</Button>
        </State>
        <State label="outline">
          <Button variant="outline">{s.exportCsv}</Button>
        </State>
        <State label="text">
          <Button variant="text">{s.reset}</Button>
        </State>
        <State label="danger">
          <Button variant="danger">{s.remove}</Button>
        </State>
        <State label="loading">
          <Button loading>{s.recognising}</Button>
        </State>
        <State label="disabled">
          <Button disabled>{s.recognise}</Button>
        </State>
        <State label="icon · sm · lg">
          <Button icon={<PlusGlyph />} size="sm">
            {s.addFile}
          </Button>
          <Button size="lg">{s.recognise}</Button>
        </State>
      </Specimen>

      <Specimen name="IconButton">
        <State label="ghost">
          <IconButton label={s.addFile} icon={<PlusGlyph />} />
        </State>
        <State label="outline · sm">
          <IconButton label={s.addFile} icon={<PlusGlyph />} variant="outline" size="sm" />
        </State>
        <State label="disabled">
          <IconButton label={s.addFile} icon={<PlusGlyph />} disabled />
        </State>
      </Specimen>

      <Specimen name="Card">
        <State label="elevated, title and actions" wide>
          <Card title={s.cardTitle} actions={<Button variant="text">{s.reset}</Button>}>
            <p className={styles.copy}>{s.cardBody}</p>
          </Card>
        </State>
        <State label="bordered" wide>
          <Card variant="bordered" as="div" padding="sm">
            <p className={styles.copy}>{s.cardBody}</p>
          </Card>
        </State>
      </Specimen>

      <Specimen name="Panel">
        <State label="filled" wide>
          <Panel title={s.options}>
            <Checkbox defaultChecked>{s.print}</Checkbox>
          </Panel>
        </State>
        <State label="bordered · fieldset, disabled" wide>
          <Panel title={s.options} as="fieldset" variant="bordered" disabled>
            <Checkbox defaultChecked>{s.print}</Checkbox>
          </Panel>
        </State>
      </Specimen>

      <Specimen name="Field">
        <State label="Input · hint">
          <Field label={s.amount} hint={s.amountHint}>
            {(control) => <Input {...control} defaultValue="100" trailing={s.unit} />}
          </Field>
        </State>
        <State label="Input · error, required">
          <Field label={s.amount} error={s.amountError} required>
            {(control) => <Input {...control} defaultValue="-5" trailing={s.unit} />}
          </Field>
        </State>
        <State label="Select">
          <Field label={s.format}>
            {(control) => (
              <Select
                {...control}
                options={[
                  { value: 'png', label: 'PNG' },
                  { value: 'jpg', label: 'JPG' },
                ]}
              />
            )}
          </Field>
        </State>
        <State label="NumberInput · stepper">
          <Field label={s.years}>{(control) => <NumberInput {...control} value={years} onChange={setYears} min={1} max={30} stepper />}</Field>
        </State>
        <State label="PasswordInput">
          <Field label={s.password} hint={s.passwordHint}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" />}
          </Field>
        </State>
        <State label="disabled · sm">
          <Field label={s.amount}>{(control) => <Input {...control} size="sm" disabled defaultValue="100" />}</Field>
        </State>
        <State label="TextArea · hint">
          <Field label={s.speech} hint={s.speechHint}>
            {(control) => <TextArea {...control} rows={3} defaultValue={s.speechText} />}
          </Field>
        </State>
        <State label="TextArea · mono">
          <Field label={s.csv}>{(control) => <TextArea {...control} mono rows={3} defaultValue={'date,one_year,five_year\n2099-01-20,2.95,3.45'} />}</Field>
        </State>
      </Specimen>

      <Specimen name="Checkbox">
        <State label="checked · unchecked · indeterminate · disabled">
          <Checkbox defaultChecked>{s.print}</Checkbox>
          <Checkbox>{s.copyText}</Checkbox>
          <Checkbox indeterminate>{s.allPages}</Checkbox>
          <Checkbox disabled>{s.edit}</Checkbox>
        </State>
      </Specimen>

      <Specimen name="RadioGroup">
        <State label="horizontal">
          <RadioGroup label={s.repayment} options={s.repayments} defaultValue="equal-payment" orientation="horizontal" />
        </State>
        <State label="card · error" wide>
          <RadioGroup label={s.quality} options={s.qualities} defaultValue="balanced" variant="card" error={s.qualityError} />
        </State>
      </Specimen>

      <Specimen name="Switch">
        <State label="off · on · disabled">
          <Switch>{s.keepLayout}</Switch>
          <Switch defaultChecked>{s.keepLayout}</Switch>
          <Switch disabled>{s.keepLayout}</Switch>
        </State>
      </Specimen>

      <Specimen name="Slider">
        <State label="value shown" wide>
          <Slider label={s.strength} defaultValue={60} format={(v) => `${v}%`} />
        </State>
        <State label="disabled" wide>
          <Slider label={s.strength} defaultValue={30} disabled />
        </State>
      </Specimen>

      <Specimen name="SegmentedControl">
        <State label="default" wide>
          <SegmentedControl label={s.loanType} options={s.loanTypes} value={segment} onChange={setSegment} />
        </State>
        <State label="block · sm · disabled" wide>
          <SegmentedControl label={s.loanType} options={s.loanTypes} defaultValue="fund" block size="sm" disabled />
        </State>
      </Specimen>

      <Specimen name="Tabs">
        <State label="three tabs" wide>
          <Tabs label={s.resultTabs} items={s.tabs} />
        </State>
      </Specimen>

      <Specimen name="Progress">
        <State label="bar · 40 %, shown" wide>
          <Progress label={s.uploadProgress} value={0.4} showValue />
        </State>
        <State label="bar · indeterminate" wide>
          <Progress label={s.uploadProgress} />
        </State>
        <State label="bar · success · danger" wide>
          <Progress label={s.uploadProgress} value={1} tone="success" />
          <Progress label={s.uploadProgress} value={0.7} tone="danger" />
        </State>
        <State label="ring · 72 % · indeterminate">
          <Progress label={s.taskProgress} value={0.72} variant="ring" showValue />
          <Progress label={s.taskProgress} variant="ring" />
        </State>
      </Specimen>

      <Specimen name="Badge">
        <State label="tones">
          <Badge>{s.badgeNeutral}</Badge>
          <Badge tone="primary">{s.badgePrimary}</Badge>
          <Badge tone="success">{s.badgeSuccess}</Badge>
          <Badge tone="warning">{s.badgeWarning}</Badge>
          <Badge tone="danger">{s.badgeDanger}</Badge>
        </State>
      </Specimen>

      <Specimen name="Tooltip">
        <State label="on hover and focus">
          <Tooltip content={s.tooltip}>
            <Button variant="secondary">{s.whatIsThis}</Button>
          </Tooltip>
        </State>
      </Specimen>

      <Specimen name="EmptyState">
        <State label="with action" wide>
          <EmptyState title={s.emptyTitle} description={s.emptyBody} action={<Button variant="outline">{s.chooseFile}</Button>} />
        </State>
        <State label="sm">
          <EmptyState size="sm" title={s.emptyTitle} />
        </State>
      </Specimen>

      <Specimen name="ResultArea">
        <State label="empty" wide>
          <ResultArea state="empty" label={s.resultEmpty} />
        </State>
        <State label="busy" wide>
          <ResultArea state="busy" label={s.resultBusy} progress={0.35} />
        </State>
        <State label="error" wide>
          <ResultArea state="error" label={s.resultError} error={s.failure} />
        </State>
        <State label="ready, title and actions" wide>
          <ResultArea state="ready" title={s.resultTitle} actions={<Button variant="text">{s.copy}</Button>}>
            <p className={styles.copy}>{s.recognisedText}</p>
          </ResultArea>
        </State>
      </Specimen>

      <Specimen name="ComparisonSlider">
        <State label="before / after" wide>
          <ComparisonSlider beforeSrc={SCAN_WITH_MARKS} afterSrc={SCAN_CLEANED} beforeAlt={s.beforeAlt} afterAlt={s.afterAlt} />
        </State>
      </Specimen>

      <Specimen name="FilePreview">
        <State label="image · pdf · removable" wide>
          <FilePreview name="scan.png" size={182_400} src={SCAN_CLEANED} />
          <FilePreview name={s.reportName} size={2_457_600} meta={s.pages} onRemove={() => toast(s.removed)} />
        </State>
      </Specimen>

      <Specimen name="FileList">
        <State label="progress · done · error · reorder · remove" wide>
          <FileList files={files} onMove={move} onRemove={(id) => setFiles((list) => list.filter((f) => f.id !== id))} onRetry={() => toast(s.retrying)} />
        </State>
      </Specimen>

      <Specimen name="DownloadCard">
        <State label="primary · link" wide>
          <DownloadCard name={s.resultName} size={1_048_576} meta={s.pages} href={SCAN_CLEANED} primary />
        </State>
        <State label="made on the page · busy" wide>
          <DownloadCard name="table.csv" size={2_048} type="text/csv" onDownload={() => undefined} downloading />
        </State>
      </Specimen>

      <Specimen name="UploadBox">
        <State label="default · disabled" wide>
          <UploadBox accept="image/*" maxSize={10 * 1024 * 1024} onFiles={() => undefined} />
          <UploadBox accept="application/pdf" maxSize={50 * 1024 * 1024} onFiles={() => undefined} disabled />
        </State>
      </Specimen>

      <Specimen name="EquityTipBar">
        <State label="quota" wide>
          <EquityTipBar text={s.quota} onClick={() => toast(s.quota)} />
        </State>
      </Specimen>

      <Specimen name="Stars">
        <State label="rate · read only">
          <Stars label={s.rate} value={rating} onRate={setRating} />
          <Stars label={s.average} value={3} readOnly />
        </State>
      </Specimen>

      <Specimen name="Dialog · NoticeDialog · Toast">
        <State label="open on click">
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            {s.openDialog}
          </Button>
          <Button variant="secondary" onClick={() => setNoticeOpen(true)}>
            {s.openNotice}
          </Button>
          <Button variant="secondary" onClick={() => toast(s.toast, { kind: 'success' })}>
            {s.showToast}
          </Button>
        </State>
      </Specimen>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} title={s.dialogTitle} footer={<Button onClick={() => setDialogOpen(false)}>{s.confirm}</Button>}>
        <p className={styles.copy}>{s.dialogBody}</p>
      </Dialog>
      <NoticeDialog open={noticeOpen} onClose={() => setNoticeOpen(false)} variant="pc">
        {s.noticeBody}
      </NoticeDialog>
    </main>
  );
}
