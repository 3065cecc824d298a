// The toast container with the spec's placement and timing (top-right, 5000 ms, 300 ms collapse); loaded lazily.
import { ToastContainer, cssTransition } from 'react-toastify';
import { toastTiming } from '@/config/constants';
import '@/components/ui/toast.css';

/** react-toastify's bounce animation with the spec's collapse time. */
const toastTransition = cssTransition({
  enter: 'Toastify--animate Toastify__bounce-enter',
  exit: 'Toastify--animate Toastify__bounce-exit',
  appendPosition: true,
  collapse: true,
  collapseDuration: toastTiming.collapseMs,
});

export default function ToastHost() {
  return (
    <ToastContainer
      position={toastTiming.position}
      autoClose={toastTiming.autoCloseMs}
      transition={toastTransition}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss
      limit={4}
    />
  );
}
