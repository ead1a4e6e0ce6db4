/**
 * The contact form's notifications (Radix Toast), with the spec's constants (section 9): at most one toast at a
 * time, shown 5,000 ms, swipe right past 50 px to dismiss, F8 focuses the region. Each form (contact form, damage
 * report) renders its own toaster: islands share no React context. The words come from the strings module.
 */
import * as Toast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Mail, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { SharedFormStrings } from '../../data/forms/types';

export const toastSettings = {
  limit: 1,
  duration: 5000,
  swipeDirection: 'right',
  swipeThreshold: 50,
  hotkey: ['F8'],
} as const;

export interface ToastMessage {
  /** A new id makes a new toast; the single slot holds the latest one only (limit 1). */
  id: number;
  kind: 'success' | 'error' | 'info';
  title: string;
  description: ReactNode;
  /** An error stays until it is closed: it holds what the visitor should do next. */
  persistent?: boolean;
  action?: { label: string; altText: string; onClick: () => void };
}

interface Props {
  toast: ToastMessage | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  strings: Pick<SharedFormStrings, 'toastRegion' | 'toastViewport' | 'closeToast'>;
}

const tone = {
  success: { icon: CircleCheck, iconClass: 'bg-brand-50 text-brand-700' },
  error: { icon: CircleAlert, iconClass: 'bg-surface text-red-700' },
  info: { icon: Mail, iconClass: 'bg-brand-50 text-brand-700' },
} as const;

export default function ContactToaster({ toast, open, onOpenChange, strings }: Props) {
  const t = toast ? tone[toast.kind] : null;
  return (
    <Toast.Provider
      label={strings.toastRegion}
      duration={toastSettings.duration}
      swipeDirection={toastSettings.swipeDirection}
      swipeThreshold={toastSettings.swipeThreshold}
    >
      {toast && t && (
        <Toast.Root
          key={toast.id}
          open={open}
          onOpenChange={onOpenChange}
          type={toast.kind === 'error' ? 'foreground' : 'background'}
          {...(toast.persistent ? { duration: Infinity } : {})}
          data-toast={toast.kind}
          className="pointer-events-auto flex gap-4 rounded-card bg-white p-5 shadow-lift ring-1 ring-line data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)"
        >
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${t.iconClass}`}>
            <t.icon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex-1">
            <Toast.Title className="text-lg font-bold">{toast.title}</Toast.Title>
            <Toast.Description className="mt-1 text-muted">
              {toast.description}
            </Toast.Description>
            {toast.action && (
              <Toast.Action
                altText={toast.action.altText}
                onClick={toast.action.onClick}
                className="mt-3 inline-flex min-h-11 items-center rounded-button bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
              >
                {toast.action.label}
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label={strings.closeToast}
            className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-5" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={[...toastSettings.hotkey]}
        label={strings.toastViewport}
        className="pointer-events-none fixed right-0 bottom-20 z-50 flex w-full max-w-md flex-col gap-3 p-5 outline-none"
      />
    </Toast.Provider>
  );
}

/** The single toast slot of a form: `show` replaces whatever is shown; `props` go to <ContactToaster>. */
export const useToast = () => {
  const count = useRef(0);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [open, setOpen] = useState(false);
  const show = (message: Omit<ToastMessage, 'id'>) => {
    count.current += 1;
    setToast({ ...message, id: count.current });
    setOpen(true);
  };
  return { show, props: { toast, open, onOpenChange: setOpen } };
};
