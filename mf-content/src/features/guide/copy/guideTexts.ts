import { longForm } from '../../../ui/longForm';
import { messages } from './en';

/** The guide's texts, from its English-only catalog (`copy/en.po`): its sections' and the list of supported platforms'. */
export const GUIDE = longForm(messages);
