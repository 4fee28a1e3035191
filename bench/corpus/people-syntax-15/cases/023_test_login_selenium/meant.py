# -*- coding: utf-8 -*-
# Testes de login do portal do cliente (Selenium 4 + pytest)
# Page Objects ficam aqui mesmo até a gente separar em pages/ (TODO da sprint 42)
import os

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

URL = os.getenv("PORTAL_URL", "https://hml.portal.exemplo.com.br")
USUARIO_OK = os.getenv("PORTAL_USER", "qa.automacao@exemplo.com.br")
SENHA_OK = os.getenv("PORTAL_PASS", "")


class LoginPage:
    CAMPO_EMAIL = (By.ID, "email")
    CAMPO_SENHA = (By.ID, "senha")
    BOTAO_ENTRAR = (By.CSS_SELECTOR, "button[type='submit']")
    MSG_ERRO = (By.CSS_SELECTOR, ".alert-danger")
    LINK_ESQUECI = (By.LINK_TEXT, "Esqueci minha senha")

    def __init__(self, driver, timeout=10):
        self.driver = driver
        self.wait = WebDriverWait(driver, timeout)

    def abrir(self):
        self.driver.get(URL + "/login")
        self.wait.until(EC.visibility_of_element_located(self.CAMPO_EMAIL))
        return self

    def entrar(self, email, senha):
        campo = self.driver.find_element(*self.CAMPO_EMAIL)
        campo.clear()
        campo.send_keys(email)
        self.driver.find_element(*self.CAMPO_SENHA).send_keys(senha)
        self.driver.find_element(*self.BOTAO_ENTRAR).click()

    def erro(self):
        return self.wait.until(EC.visibility_of_element_located(self.MSG_ERRO)).text


class DashboardPage:
    SAUDACAO = (By.CSS_SELECTOR, "[data-test='saudacao']")
    MENU_USUARIO = (By.ID, "menu-usuario")
    SAIR = (By.CSS_SELECTOR, "a[href='/logout']")

    def __init__(self, driver):
        self.driver = driver
        self.wait = WebDriverWait(driver, 15)

    def carregada(self):
        self.wait.until(lambda d: "/dashboard" in d.current_url)
        return self.wait.until(EC.visibility_of_element_located(self.SAUDACAO)).text

    def sair(self):
        self.driver.find_element(*self.MENU_USUARIO).click()
        self.wait.until(EC.element_to_be_clickable(self.SAIR)).click()


@pytest.fixture
def driver():
    opcoes = webdriver.ChromeOptions()
    if os.getenv("CI"):
        opcoes.add_argument("--headless=new")
    opcoes.add_argument("--window-size=1366,768")
    drv = webdriver.Chrome(options=opcoes)
    yield drv
    drv.quit()


class TestLogin:
    def test_login_com_sucesso(self, driver):
        LoginPage(driver).abrir().entrar(USUARIO_OK, SENHA_OK)
        saudacao = DashboardPage(driver).carregada()
        assert saudacao.startswith("Olá"), saudacao

    @pytest.mark.parametrize("email, senha, mensagem", [
        (USUARIO_OK, "senha-errada", "E-mail ou senha inválidos"),
        ("naoexiste@exemplo.com.br", "123456", "E-mail ou senha inválidos"),
        ("", "", "Informe o e-mail"),
        ("sem-arroba", "x", "E-mail inválido"),
    ])
    def test_login_invalido(self, driver, email, senha, mensagem):
        pagina = LoginPage(driver).abrir()
        pagina.entrar(email, senha)
        assert mensagem in pagina.erro()

    def test_logout(self, driver):
        LoginPage(driver).abrir().entrar(USUARIO_OK, SENHA_OK)
        painel = DashboardPage(driver)
        painel.carregada()
        painel.sair()
        WebDriverWait(driver, 10).until(EC.url_contains("/login"))
        assert "Você saiu" in driver.page_source

    def test_link_esqueci_senha(self, driver):
        pagina = LoginPage(driver).abrir()
        driver.find_element(*pagina.LINK_ESQUECI).click()
        assert WebDriverWait(driver, 10).until(EC.url_contains("/recuperar-senha"))
