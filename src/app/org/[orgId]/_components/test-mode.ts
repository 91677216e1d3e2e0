/** The dashboard's test-mode switch is remembered per browser in this cookie ('1' = test mode). */
export const TEST_MODE_COOKIE = 'test_mode';
