// What routes compose from the onboarding feature.
export { TaskDashboard, type TaskDashboardProps } from './components/task-dashboard';
export { PreviewWeekCard } from './components/preview-week-card';
