"""
Push notifications for the "Kalimat" vocabulary app (Flutter client).

Reads the day's lesson reminders from Firestore, builds FCM messages per user language
and sends them in batches of 500 with firebase-admin. Runs as a Cloud Run job at 18:00
Cairo time. The model classes mirror the Dart ones in the app (fromJson / toJson).

Author: Omar S. - Flutter developer, first Python in production.
"""
from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

import firebase_admin
from firebase_admin import credentials, firestore, messaging

BATCH = 500
CAIRO = timezone(timedelta(hours=3))
log = logging.getLogger("push")

TEMPLATES = {
    "ar": ("حان وقت درس اليوم", "لديك {n} كلمات جديدة بانتظارك"),
    "en": ("Time for today's lesson", "You have {n} new words waiting"),
    "fr": ("C'est l'heure de la leçon", "{n} nouveaux mots vous attendent"),
}


@dataclass
class UserProfile:
    uid: str
    token: str
    language: str = "ar"
    streak: int = 0
    muted_until: datetime | None = None

    @classmethod
    def from_json(cls, uid: str, data: dict) -> UserProfile:
        muted = data.get("mutedUntil")
        return cls(
            uid=uid,
            token=data.get("fcmToken") or "",
            language=data.get("language") or "ar",
            streak=int(data.get("streak", 0)),
            muted_until=muted.astimezone(CAIRO) if muted else None,
        )

    def is_muted(self, now: datetime) -> bool:
        return self.muted_until is not None and self.muted_until > now


@dataclass
class Reminder:
    user: UserProfile
    new_words: int
    extra: dict = field(default_factory=dict)

    def to_message(self) -> messaging.Message:
        title, body = TEMPLATES.get(self.user.language, TEMPLATES["en"])
        if self.user.streak >= 7:
            body += f" 🔥 {self.user.streak}"
        return messaging.Message(
            token=self.user.token,
            notification=messaging.Notification(title=title, body=body.format(n=self.new_words)),
            data={"screen": "lesson", **{k: str(v) for k, v in self.extra.items()}},
            android=messaging.AndroidConfig(priority="high", ttl=timedelta(hours=6)),
        )


def init_app():
    cred_path = os.environ.get("GOOGLE_APPLICATION_CREDENTIALS")
    cred = credentials.Certificate(cred_path) if cred_path else credentials.ApplicationDefault()
    firebase_admin.initialize_app(cred)
    return firestore.client()


def load_reminders(db, today: str) -> list[Reminder]:
    reminders = []
    now = datetime.now(CAIRO)
    for doc in db.collection("users").where("reminderEnabled", "==", True).stream():
        user = UserProfile.from_json(doc.id, doc.to_dict())
        if not user.token or user.is_muted(now):
            continue
        lesson = db.collection("lessons").document(f"{doc.id}_{today}").get()
        if not lesson.exists:
            continue
        words = lesson.to_dict().get("newWords", [])
        if words:
            reminders.append(Reminder(user, len(words), {"lessonDate": today}))
    return reminders


def chunks(items, size):
    for i in range(0, len(items), size):
        yield items[i:i + size]


def send_all(db, reminders: list[Reminder]) -> tuple[int, int]:
    ok = failed = 0
    for batch in chunks(reminders, BATCH):
        response = messaging.send_each([r.to_message() for r in batch])
        ok += response.success_count
        failed += response.failure_count
        for r, res in zip(batch, response.responses):
            if res.success:
                continue
            code = getattr(res.exception, "code", "")
            log.warning("failed for %s: %s", r.user.uid, code)
            if code in ("registration-token-not-registered", "invalid-argument"):
                # token is dead: remove it so we stop trying every evening
                db.collection("users").document(r.user.uid).update({"fcmToken": firestore.DELETE_FIELD})
    return ok, failed


def main():
    logging.basicConfig(level=logging.INFO)
    db = init_app()
    today = datetime.now(CAIRO).strftime("%Y-%m-%d")
    reminders = load_reminders(db, today)
    log.info("%d reminders for %s", len(reminders), today)
    ok, failed = send_all(db, reminders)
    log.info("sent %d, failed %d", ok, failed)


if __name__ == "__main__":
    main()
