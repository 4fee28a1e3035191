import smtplib
import logging
from email.message import EmailMessage

log = logging.getLogger(__name__)


def build_message(sender, recipients, subject, body):
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = ", ".join(recipients)
    msg["Subject"] = subject
    msg.set_content(body)
    return msg


def send_report(recipients, subject, body,
                sender="reports@example.com", host="localhost", retries=3
    msg = build_message(sender, recipients, subject, body)
    for attempt in range(1, retries + 1):
        try:
            with smtplib.SMTP(host) as smtp:
                smtp.send_message(msg)
            log.info("report sent to %d recipients", len(recipients))
            return True
        except (smtplib.SMTPException, OSError) as exc:
            log.warning("attempt %d failed: %s", attempt, exc)
    return False


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    send_report(["ops@example.com"], "Nightly report", "All jobs finished.")
