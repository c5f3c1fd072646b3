/** A phone as logs and the console show it: `081****678`. */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-3)}`;

/**
 * What the log may show of a message: the phone masked and every run of 4 or more digits in the text (one-time
 * codes, amounts, account numbers) masked. Logs travel further than the database (collectors, support screens).
 */
export const maskedForLog = (message: { phone: string; body: string }) => ({
  phone: maskPhone(message.phone),
  body: message.body.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length)),
});
