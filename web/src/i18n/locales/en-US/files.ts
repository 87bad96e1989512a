/** The LimitedUpload component (web/src/components/limited-upload.tsx). */
export default {
  choose: 'Choose files',
  hint: '{{types}}; at most {{size}} MB each, {{number}} files',
  uploaded: '{{name}} uploaded',
  limits: {
    empty: 'An empty file cannot be uploaded',
    wrongType: 'Please upload a {{types}} file',
    tooLarge: 'The file size exceeds the limit of {{max}} MB',
    tooMany: 'The number of files exceeds the limit of {{max}}',
    nameTooLong: 'The file name may have at most {{max}} characters',
  },
};
