import { type Delivery, type DeliveryMethod, ZUpdateDeliveryRequest } from "@visadesk/contracts/deliveries";
import { DELIVERY_METHODS } from "@visadesk/contracts/values/deliveries";
import { Field, inputClassName } from "@visadesk/ui/field";
import { Select } from "@visadesk/ui/select";
import { toast } from "@visadesk/ui/toast-store";
import { useState } from "react";
import { FormDialog } from "#components/form-dialog.tsx";
import { useUpdateDelivery } from "#features/deliveries/api/update-delivery.ts";
import { methodLabel } from "#features/deliveries/utils/delivery-words.ts";
import { useContractCheckedSubmit } from "#hooks/use-contract-checked-submit.ts";

/** Changing how the visa goes back, and the courier and tracking number, before it is delivered. */
export function EditDeliveryDialog({ d, onClose }: { d: Delivery; onClose: () => void }) {
  const [method, setMethod] = useState<DeliveryMethod>(d.method);
  const [courier, setCourier] = useState(d.courier ?? "");
  const [tracking, setTracking] = useState(d.trackingNumber ?? "");
  const update = useUpdateDelivery(d.id);
  const { errors, formError, submit } = useContractCheckedSubmit(ZUpdateDeliveryRequest);

  function save() {
    const body = { method, courier: courier.trim() || null, trackingNumber: tracking.trim() || null };
    return submit(body, async (checked) => {
      await update.mutateAsync(checked);
      toast({ title: "Delivery saved" });
      onClose();
    });
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit the delivery"
      description={`How ${d.clientName}'s visa goes back.`}
      onSubmit={save}
      formError={formError}
      pending={update.isPending}
      submitLabel="Save"
      pendingLabel="Saving..."
    >
      <Field label="Method" error={errors.method}>
        <Select size="lg" value={method} onChange={(e) => setMethod(e.target.value as DeliveryMethod)}>
          {DELIVERY_METHODS.map((m) => (
            <option key={m} value={m}>
              {methodLabel(m)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Courier" error={errors.courier}>
        <input className={inputClassName} value={courier} onChange={(e) => setCourier(e.target.value)} />
      </Field>
      <Field label="Tracking number" error={errors.trackingNumber}>
        <input className={inputClassName} value={tracking} onChange={(e) => setTracking(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
