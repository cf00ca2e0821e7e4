'use client';
import type { SopDocument } from '@hrportal/api-client/contract';
import { useClient, useSession } from '@hrportal/react';
import { Dialog, Modal, Tab, TabList, TabPanel, Tabs, useToast } from '@hrportal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../common/errors';
import * as portal from '../../portal.css';
import { CalculatorView, DocumentsView, HistoryView, type SopDraft, SopEditor } from './SopParts';

const monthStart = () => `${new Date().toISOString().slice(0, 8)}01`;
const todayIso = () => new Date().toISOString().slice(0, 10);

/** Version history of one document in a dialog. */
function HistoryDialog({ doc, onClose }: { doc: SopDocument | null; onClose: () => void }) {
  const client = useClient();
  const [version, setVersion] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: ['sop', 'versions', doc?.id, doc?.version],
    enabled: doc !== null,
    queryFn: () => client.sop.versions(doc?.id ?? 0),
  });
  const open = useQuery({
    queryKey: ['sop', 'version', doc?.id, version],
    enabled: doc !== null && version !== null,
    queryFn: () => client.sop.version(doc?.id ?? 0, version ?? 1),
  });
  return (
    <Modal
      isOpen={doc !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setVersion(null);
          onClose();
        }
      }}
      size="large"
    >
      <Dialog title={`History of ${doc?.title ?? ''}`}>
        <HistoryView
          versions={versions.data?.versions}
          isLoading={versions.isPending}
          error={versions.isError ? failureText(versions.error) : null}
          onView={setVersion}
          open={open.data?.version}
        />
      </Dialog>
    </Modal>
  );
}

/**
 * SOP & Incentives (`/{role}/sop-incentives`, issue 21): the agency's standard operating
 * procedures and incentive plans as Markdown documents managers write (live preview, versions)
 * and everyone reads, sanitised where shown; the calculator applies the newest incentive plan to
 * each recruiter's joins (a recruiter: their own). Its own chunk, with `marked` and `DOMPurify`.
 */
export function SopScreen({ title }: { title: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { session } = useSession();
  const canWrite = session?.userRole === 'manager' || session?.userRole === 'leadership';
  const documents = useQuery({
    queryKey: ['sop', 'documents'],
    enabled: session !== null,
    queryFn: () => client.sop.documents(),
  });
  const [selected, setSelected] = useState<number | undefined>();
  const [editing, setEditing] = useState<SopDocument | 'new' | null>(null);
  const [history, setHistory] = useState<SopDocument | null>(null);
  const [range, setRange] = useState({ from: monthStart(), to: todayIso() });
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const incentives = useQuery({
    queryKey: ['sop', 'incentives', range],
    enabled: session !== null && valid,
    // Joins come from candidate status changes: refetched with the dashboards' summaries.
    meta: { summary: true },
    queryFn: () => client.sop.incentives(range),
  });

  const save = async (draft: SopDraft) => {
    const answer =
      editing === 'new' || editing === null
        ? await client.sop.create(draft)
        : await client.sop.edit(editing.id, {
            base_version: editing.version,
            title: draft.title,
            body: draft.body,
            ...(draft.plan ? { plan: draft.plan } : {}),
          });
    await queryClient.invalidateQueries({ queryKey: ['sop'] });
    setSelected(answer.document.id);
    setEditing(null);
    toast.show({
      tone: 'positive',
      title: `${answer.message}: ${answer.document.title}, version ${answer.document.version}`,
    });
  };

  return (
    <section className={portal.page} aria-labelledby="page-title">
      <h1 id="page-title" className={portal.pageTitle}>
        {title}
      </h1>
      {editing ? (
        <section
          className={portal.card}
          aria-label={editing === 'new' ? 'New document' : `Editing ${editing.title}`}
        >
          <h2 className={portal.title}>
            {editing === 'new' ? 'New document' : `Edit: ${editing.title}`}
          </h2>
          <SopEditor
            document={editing === 'new' ? undefined : editing}
            onSave={(draft) =>
              save(draft).catch((failure: unknown) => {
                throw new Error(failureText(failure));
              })
            }
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <Tabs>
          <TabList label="SOP and incentives">
            <Tab id="documents">Documents</Tab>
            <Tab id="calculator">Incentive calculator</Tab>
          </TabList>
          <TabPanel id="documents">
            <DocumentsView
              documents={documents.data?.documents}
              isLoading={documents.isPending}
              error={documents.isError ? failureText(documents.error) : null}
              selectedId={selected}
              onSelect={setSelected}
              canWrite={canWrite}
              onNew={() => setEditing('new')}
              onEdit={setEditing}
              onHistory={setHistory}
            />
          </TabPanel>
          <TabPanel id="calculator">
            <CalculatorView
              from={range.from}
              to={range.to}
              onRange={(from, to) => setRange({ from, to })}
              result={incentives.data}
              isLoading={valid && incentives.isPending}
              error={
                !valid
                  ? 'The start date must be on or before the end date'
                  : incentives.isError
                    ? failureText(incentives.error)
                    : null
              }
            />
          </TabPanel>
        </Tabs>
      )}
      <HistoryDialog doc={history} onClose={() => setHistory(null)} />
    </section>
  );
}
