import { type ComponentStatus, componentStatusSchema, type StatusComponent } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { useToast } from '../../../../components/ui/toast';
import { useUpdateComponentStatus } from '../../api/platform-status-admin';

export const componentStatusTones = {
  operational: 'success',
  degraded: 'warning',
  partial_outage: 'warning',
  major_outage: 'danger',
  maintenance: 'info',
} as const satisfies Record<ComponentStatus, string>;

function ComponentStatusRow({ component }: { component: StatusComponent }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateComponentStatus();
  const label = (status: ComponentStatus) => t(`support.statusPage.component.${status}`);
  // While saving, the select shows the chosen status; afterwards the reloaded status from the server.
  const shown = update.isPending ? update.variables.status : component.status;

  const change = (status: ComponentStatus) => {
    update.mutate(
      { id: component.id, status },
      {
        onSuccess: () =>
          toast(t('support.adminStatus.componentSaved', { name: component.name, status: label(status) }), {
            tone: 'success',
          }),
        onError: () =>
          toast(t('support.adminStatus.componentFailed', { name: component.name }), { tone: 'error' }),
      },
    );
  };

  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[1fr_16rem] sm:items-center">
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-slate-900 dark:text-white">{component.name}</p>
          <Badge tone={componentStatusTones[component.status]}>{label(component.status)}</Badge>
        </div>
        {component.description ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{component.description}</p>
        ) : null}
      </div>
      <FormField label={t('support.adminStatus.componentStatus', { name: component.name })}>
        {(control) => (
          <Select
            {...control}
            value={shown}
            disabled={update.isPending}
            onChange={(event) => change(componentStatusSchema.parse(event.target.value))}
          >
            {componentStatusSchema.options.map((status) => (
              <option key={status} value={status}>
                {label(status)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </li>
  );
}

export function ComponentStatusList({ components }: { components: StatusComponent[] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {components.map((component) => (
        <ComponentStatusRow key={component.id} component={component} />
      ))}
    </ul>
  );
}
