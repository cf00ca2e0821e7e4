import { describe, expect, it } from 'vitest';
import {
  candidatesCacheTtlMs,
  chatReconnectionDelayMaxMs,
  chatReconnectionDelayMs,
  chatReconnectionRandomization,
  chatSocketTimeoutMs,
  dataStaleTimeMs,
  jobsCacheTtlMs,
  liveFeedMaxReconnectAttempts,
  liveFeedReconnectBaseMs,
  meetingsCacheTtlMs,
  requestTimeoutMs,
  retryBaseDelayMs,
  retryLimit,
  sessionAbsoluteTimeoutMs,
  sessionInactivityTimeoutMs,
} from './constants';
import { connectivityMessages, messages, serverMessages, statusMessages } from './messages';

// The expected texts below are copied character for character from SPEC §5 and §8: these tests
// guard the spelling the product requires.
describe('SPEC §8 catalogue', () => {
  it('has the connectivity texts', () => {
    expect(connectivityMessages).toEqual({
      offline: 'You appear to be offline. Please check your internet connection.',
      network: 'Network connection failed. Please check your internet connection and try again.',
      timeout: 'Request timed out. Please try again.',
    });
  });

  it('has a text for every listed status, 408 reusing the timeout text', () => {
    expect(statusMessages).toEqual({
      400: 'Invalid request. Please check your input.',
      401: 'Authentication failed. Please log in again.',
      403: 'Access denied. You do not have permission to perform this action.',
      404: 'The requested resource was not found.',
      408: 'Request timed out. Please try again.',
      429: 'Too many requests. Please wait a moment and try again.',
      500: 'Server error. Please try again later.',
      502: 'Service temporarily unavailable. Please try again later.',
      503: 'Service temporarily unavailable. Please try again later.',
      504: 'Service temporarily unavailable. Please try again later.',
    });
  });

  it('fills the templates', () => {
    expect(messages.httpError(502)).toBe('HTTP error! status: 502');
    expect(messages.targetFailed('assign', 'weekly', 500, 'Internal Server Error')).toBe(
      'Failed to assign weekly target: 500 Internal Server Error',
    );
    expect(messages.jobsApiError(503)).toBe('API Error: 503');
    expect(messages.resumeDownloaded('Ravi Kumar')).toBe(
      'Resume for Ravi Kumar downloaded successfully',
    );
    expect(messages.chatAuthFailed('Session expired')).toBe(
      'Authentication failed: Session expired',
    );
    expect(messages.imageTooLarge('6.2')).toBe(
      'File size must be less than 5MB. Current size: 6.2 MB.',
    );
    expect(messages.chatUnknownSenderById(17)).toBe('User 17');
  });
});

describe('SPEC §5 strings the SDK and server emit', () => {
  it('spells them exactly', () => {
    expect(messages.roleRequired).toBe('Role is required for login');
    expect(messages.loginFailed).toBe('Login failed');
    expect(messages.invalidServerResponse).toBe('Invalid response from server');
    expect(messages.invalidResponseFormat).toBe('Invalid response format from server');
    expect(messages.statusOrCommentRequired).toBe('Please provide either a status or a comment.');
    expect(messages.userIdMissing).toBe('User ID not found. Please log in again.');
    expect(messages.userNotFound).toBe('User not found');
    expect(messages.invalidStatusType).toBe('Invalid status type');
    expect(messages.selectBothDates).toBe('Please select both start and end dates');
    expect(messages.popupBlocked).toBe('Pop-up blocked. Please allow pop-ups for this site.');
    expect(messages.aiFilesSkipped).toBe(
      'Some files were skipped. Only PDF, DOC, DOCX files under 10MB are supported.',
    );
    expect(messages.imageCropTooSmall).toBe(
      'Cropped area is too small. Please select a larger area (minimum 50x50 pixels).',
    );
    expect(messages.chatNoToken).toBe('No authentication token found');
  });

  it('reuses catalogue texts on the server where they fit', () => {
    expect(serverMessages.tooManyRequests).toBe(statusMessages[429]);
    expect(serverMessages.forbidden).toBe(statusMessages[403]);
    expect(serverMessages.memberLeft('Ravi', 'Java hiring')).toBe('Ravi left Java hiring');
  });
});

describe('SPEC §9 numbers', () => {
  it('matches the spec', () => {
    expect([requestTimeoutMs, retryLimit, retryBaseDelayMs]).toEqual([30_000, 3, 1000]);
    expect([jobsCacheTtlMs, candidatesCacheTtlMs, meetingsCacheTtlMs, dataStaleTimeMs]).toEqual([
      300_000, 300_000, 120_000, 300_000,
    ]);
    expect([sessionInactivityTimeoutMs, sessionAbsoluteTimeoutMs]).toEqual([1_800_000, 43_200_000]);
    expect([
      chatSocketTimeoutMs,
      chatReconnectionDelayMs,
      chatReconnectionDelayMaxMs,
      chatReconnectionRandomization,
    ]).toEqual([20_000, 1000, 5000, 0.5]);
    expect([liveFeedReconnectBaseMs, liveFeedMaxReconnectAttempts]).toEqual([1000, 5]);
  });
});
