import './styles.css';

export { ErrorBanners, type ErrorBannersProps } from './ErrorBanners';
export { useMessages } from './use-messages';
export { Modal, type ModalProps } from './Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { SuccessOverlay, useSuccessOverlay, SUCCESS_OVERLAY_MS } from './SuccessOverlay';
export { PageFrame, type PageFrameProps } from './PageFrame';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { NotFound } from './NotFound';
export { Spinner } from './Spinner';
export { applyTheme, DEFAULT_MAIN_COLOR } from './theme';
export { useCrudDialogs, CrudOverlays, useFormSubmit, FormActions, RowActions, type Editing, type CrudDialogs } from './crud';
export { DestinationLink } from './DestinationLink';
export { Tabs, type TabItem } from './Tabs';
export { PrintArea } from './PrintArea';
export { AddButton } from './AddButton';
export { NumberField, TextField } from './fields';
export { DoctorSelect } from './DoctorSelect';
