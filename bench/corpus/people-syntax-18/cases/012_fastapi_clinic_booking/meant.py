# API записи к врачу для сети клиник (Алматы). FastAPI + Pydantic v2, хранилище пока в памяти.
# Запуск: uvicorn booking:app --reload
from __future__ import annotations

from datetime import date, datetime, time, timedelta
from enum import Enum
from typing import Annotated
from uuid import UUID, uuid4

from fastapi import Depends, FastAPI, Header, HTTPException, Query, status
from pydantic import BaseModel, EmailStr, Field, field_validator, model_validator

app = FastAPI(title="Клиника: запись на приём", version="0.4.0")

РАБОЧИЙ_ДЕНЬ = (time(9, 0), time(18, 0))
ДЛИТЕЛЬНОСТЬ = timedelta(minutes=30)


class Специальность(str, Enum):
    терапевт = "therapist"
    педиатр = "pediatrician"
    кардиолог = "cardiologist"
    стоматолог = "dentist"


class Врач(BaseModel):
    id: int
    фио: str
    специальность: Специальность
    кабинет: str


class ЗаявкаНаПриём(BaseModel):
    врач_id: int = Field(gt=0)
    пациент: str = Field(min_length=3, max_length=120)
    email: EmailStr
    телефон: str = Field(pattern=r"^\+7\d{10}$")
    начало: datetime
    жалоба: str | None = Field(default=None, max_length=500)

    @field_validator("начало")
    @classmethod
    def в_рабочее_время(cls, v: datetime) -> datetime:
        if v.weekday() >= 5:
            raise ValueError("по выходным клиника не работает")
        if not (РАБОЧИЙ_ДЕНЬ[0] <= v.time() < РАБОЧИЙ_ДЕНЬ[1]):
            raise ValueError("приём только с 9:00 до 18:00")
        if v.minute % 30 or v.second:
            raise ValueError("запись только на :00 или :30")
        return v

    @model_validator(mode="after")
    def не_в_прошлом(self) -> ЗаявкаНаПриём:
        if self.начало < datetime.now():
            raise ValueError("нельзя записаться на прошедшее время")
        return self


class Приём(ЗаявкаНаПриём):
    id: UUID = Field(default_factory=uuid4)
    создан: datetime = Field(default_factory=datetime.now)
    отменён: bool = False


ВРАЧИ: dict[int, Врач] = {
    1: Врач(id=1, фио="Ахметова Айгерим", специальность=Специальность.терапевт, кабинет="104"),
    2: Врач(id=2, фио="Сергеев Павел", специальность=Специальность.кардиолог, кабинет="210"),
    3: Врач(id=3, фио="Нурланов Ерлан", специальность=Специальность.педиатр, кабинет="015"),
    4: Врач(id=4, фио="Ким Виктория", специальность=Специальность.стоматолог, кабинет="301"),
}
ПРИЁМЫ: dict[UUID, Приём] = {}


def проверить_ключ(x_api_key: Annotated[str, Header()]) -> str:
    if x_api_key != "dev-key-almaty":
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "неверный API-ключ")
    return x_api_key


def найти_врача(врач_id: int) -> Врач:
    врач = ВРАЧИ.get(врач_id)
    if врач is None:
        raise HTTPException(status_code=404, detail=f"врач {врач_id} не найден")
    return врач


def занято(врач_id: int, начало: datetime) -> bool:
    return any(
        п.врач_id == врач_id and not п.отменён and п.начало == начало
        for п in ПРИЁМЫ.values()
    )


@app.get("/doctors", response_model=list[Врач])
def список_врачей(специальность: Специальность | None = None):
    return [в for в in ВРАЧИ.values() if специальность is None or в.специальность == специальность]


@app.get("/doctors/{врач_id}/slots")
def свободные_слоты(врач_id: int, день: Annotated[date, Query(description="YYYY-MM-DD")]):
    найти_врача(врач_id)
    t = datetime.combine(день, РАБОЧИЙ_ДЕНЬ[0])
    конец = datetime.combine(день, РАБОЧИЙ_ДЕНЬ[1])
    слоты = []
    while t < конец:
        if not занято(врач_id, t) and t > datetime.now():
            слоты.append(t.strftime("%H:%M"))
        t += ДЛИТЕЛЬНОСТЬ
    return {"врач_id": врач_id, "день": день, "свободно": слоты}


@app.post("/appointments", response_model=Приём, status_code=status.HTTP_201_CREATED)
def записать(заявка: ЗаявкаНаПриём, _: Annotated[str, Depends(проверить_ключ)]):
    найти_врача(заявка.врач_id)
    if занято(заявка.врач_id, заявка.начало):
        raise HTTPException(status_code=409, detail="это время уже занято")
    приём = Приём(**заявка.model_dump())
    ПРИЁМЫ[приём.id] = приём
    return приём


@app.delete("/appointments/{приём_id}", status_code=status.HTTP_204_NO_CONTENT)
def отменить(приём_id: UUID, _: Annotated[str, Depends(проверить_ключ)]):
    приём = ПРИЁМЫ.get(приём_id)
    if приём is None or приём.отменён:
        raise HTTPException(status_code=404, detail="запись не найдена")
    if приём.начало - datetime.now() < timedelta(hours=2):
        raise HTTPException(status_code=400, detail="отмена возможна не позже чем за 2 часа")
    приём.отменён = True


@app.get("/appointments", response_model=list[Приём])
def мои_записи(email: EmailStr, _: Annotated[str, Depends(проверить_ключ)], все: bool = False):
    return sorted(
        (п for п in ПРИЁМЫ.values() if п.email == email and (все or not п.отменён)),
        key=lambda п: п.начало,
    )
