import { useEffect, useId, useRef, useState } from 'react';
import { useSuspenseQuery, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHandledGlobally } from '../../api/errors';
import { devicesQueryOptions, revokeDeviceMutationOptions, type Device } from '../../api/queries/devices';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { useToast } from '../../ui/Toasts';
import { RememberedOnThisDevice } from './RememberedOnThisDevice';
import { SettingsTab } from './SettingsTab';

/** Rows per page of the devices table. */
export const DEVICES_PAGE_SIZE = 5;

/**
 * The devices tab: a table of the person's mobile
 * devices, five a page (no pager on one page), Revoke per device, which asks first. A revoked device
 * stays in the table marked Revoked for the rest of the visit (the list the server gives next time no
 * longer holds it); DEVICE_REVOKED says so. Below the table, the accounts this browser remembers for
 * the sign-in page: they live in this browser, so they show even when the devices fail to load.
 */
export default function DevicesTab() {
  return (
    <SettingsTab text="devices" readsData after={<RememberedOnThisDevice />}>
      <DevicesTable />
    </SettingsTab>
  );
}

function deviceName(device: Device, fallback: string): string {
  return (
    device.deviceName || [device.deviceManufacturer, device.deviceOs].filter(Boolean).join(' ') || fallback
  );
}

function DevicesTable() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const { data } = useSuspenseQuery({ ...devicesQueryOptions(), refetchOnWindowFocus: false });
  // The rows as first shown: a revoked device keeps its row (the server's next list drops it).
  const [rows] = useState(data);
  const [revoked, setRevoked] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<Device | null>(null);
  const [failed, setFailed] = useState(false);
  const revoke = useMutation(revokeDeviceMutationOptions());
  const unknown = t('devices.unknown');
  const idPrefix = useId();
  const badgeId = (deviceId: string) => `${idPrefix}-${deviceId}`;
  // The Revoke button that held the focus is gone: once the question has closed, its row's badge
  // takes the focus.
  const justRevoked = useRef<string | null>(null);
  const [focusBadge, setFocusBadge] = useState<string | null>(null);
  useEffect(() => {
    if (!focusBadge) return;
    document.getElementById(badgeId(focusBadge))?.focus();
    setFocusBadge(null);
    // badgeId only reads idPrefix, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusBadge]);

  const confirmRevoke = async () => {
    if (!target) return;
    setFailed(false);
    try {
      await revoke.mutateAsync({ params: { path: { id: target.deviceId } } });
    } catch (error) {
      if (isHandledGlobally(error)) return;
      setFailed(true);
      // Rejecting keeps the question open, its error shown and Revoke there to try again.
      throw error;
    }
    justRevoked.current = target.deviceId;
    setRevoked((current) => new Set(current).add(target.deviceId));
    toast.show({ type: 'success', message: t('devices.toasts.DEVICE_REVOKED') });
  };

  const columns: Array<DataTableColumn<Device>> = [
    {
      id: 'manufacturer',
      header: t('devices.columns.manufacturer'),
      cell: (d) => d.deviceManufacturer || unknown,
    },
    { id: 'name', header: t('devices.columns.name'), rowHeader: true, cell: (d) => deviceName(d, unknown) },
    {
      id: 'os',
      header: t('devices.columns.os'),
      cell: (d) => [d.deviceOs, d.deviceOsVersion].filter(Boolean).join(' ') || unknown,
    },
    { id: 'app', header: t('devices.columns.appVersion'), cell: (d) => d.lifionMobileAppVersion || unknown },
    {
      id: 'biometric',
      header: t('devices.columns.biometric'),
      cell: (d) => t(d.isDeviceBasedAuthenticationEnabled ? 'devices.biometricOn' : 'devices.biometricOff'),
    },
    {
      id: 'action',
      header: t('devices.columns.action'),
      cell: (d) =>
        revoked.has(d.deviceId) ? (
          <span id={badgeId(d.deviceId)} tabIndex={-1} className="status-badge status-badge--muted">
            {t('devices.revoked')}
          </span>
        ) : (
          <Button
            variant="link"
            aria-label={t('devices.revokeNamed', { name: deviceName(d, unknown) })}
            onClick={() => {
              setFailed(false);
              setTarget(d);
            }}
          >
            {t('devices.revoke')}
          </Button>
        ),
    },
  ];

  const targetName = target ? deviceName(target, unknown) : '';
  return (
    <>
      <DataTable
        caption={t('devices.caption')}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(d) => d.deviceId}
        rowClassName={(d) => (revoked.has(d.deviceId) ? 'data-table__row--revoked' : undefined)}
        emptyText={t('devices.empty')}
        pageSize={DEVICES_PAGE_SIZE}
      />
      <ConfirmDialog
        open={target !== null}
        destructive
        title={t('devices.confirm.title')}
        message={<p>{t('devices.confirm.message', { name: targetName })}</p>}
        confirmLabel={t('devices.confirm.confirm')}
        cancelLabel={t('devices.confirm.cancel')}
        errorTitle={t('devices.revokeError.title', { name: targetName })}
        error={failed ? <p>{t('devices.revokeError.message')}</p> : null}
        onConfirm={confirmRevoke}
        onClose={() => {
          setTarget(null);
          setFocusBadge(justRevoked.current);
          justRevoked.current = null;
        }}
      />
    </>
  );
}
